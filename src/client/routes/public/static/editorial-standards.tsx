import { Link } from 'wouter';
import { siteConfig } from '~/shared/site-config';
import { StaticPage } from '../../../components/static-page';

export function EditorialStandardsPage() {
  return (
    <StaticPage
      title="Editorial Standards"
      description="How we verify reports across realities, what our status labels mean, and how we handle sources, conflicts of interest and corrections."
      path="/editorial-standards"
    >
      <p>
        {siteConfig.name} reports on events that many readers cannot check for themselves: a breach
        opening over a city they have never visited, a treaty signed in a reality they cannot reach,
        a hero whose powers no laboratory has measured. That places a particular duty on us. These
        standards describe how we gather, check and present the news, and what readers are entitled
        to expect from every story that carries our name.
      </p>

      <h2>Accuracy and Verification Across Realities</h2>
      <p>
        Accuracy comes before speed. Before we report an event as fact, we confirm it with at least
        two independent sources, and at least one of them must be from the reality concerned: a
        resident, an official, a witness or a record that originates where the event took place.
        Reports relayed from one reality into another are easily distorted in transit, and an
        account that has only ever been told from the outside is not, for us, confirmation.
      </p>
      <p>
        Independent means independent. Two witnesses who heard the same rumour, or two agencies
        repeating the same press release, count as one source. Where a reality’s own institutions
        cannot be reached — because a portal has closed, or communications have been suspended — we
        say so plainly, and we tell readers what we have and have not been able to confirm.
      </p>
      <p>
        We take particular care with claims about powers, mutations and cosmic phenomena. We
        describe what was observed and who observed it, we distinguish eyewitness accounts from
        expert assessment, and we do not present speculation about abilities or origins as
        established fact.
      </p>

      <h2>Our Status Labels</h2>
      <p>
        Every article carries a status label so that readers know how settled a story is. The labels
        mean exactly this:
      </p>
      <ul>
        <li>
          <strong>Developing</strong> — the story is still unfolding and has not yet met our full
          verification standard. We publish what we know, attribute it carefully, and update the
          article as facts are confirmed or corrected.
        </li>
        <li>
          <strong>Verified</strong> — the central facts have been confirmed by at least two
          independent sources, including one from the reality concerned, and reviewed by an editor.
        </li>
        <li>
          <strong>Breaking</strong> — an event of immediate public importance, published quickly
          because readers may need to act on it. Breaking stories are held to the same sourcing
          rules; the label speaks to urgency, not to a lower standard.
        </li>
        <li>
          <strong>Analysis</strong> — interpretation and context written by a named journalist or
          editor. Analysis is grounded in reported fact but expresses judgement, and it is clearly
          separated from straight news.
        </li>
      </ul>
      <p>
        When a label changes — for example, when a Developing story becomes Verified — the article
        is updated and the time of the change is recorded.
      </p>

      <h2>Anonymous Sources</h2>
      <p>
        We prefer named sources, and most of our reporting uses them. We grant anonymity only when a
        source faces a real risk — to their safety, their livelihood, their legal status or their
        identity as a registered or unregistered power-holder — and when the information cannot
        reasonably be obtained on the record. At least one editor must know the identity of every
        anonymous source. We explain to readers, as far as we safely can, why the source was granted
        anonymity and how they know what they claim to know. Anonymous sources are never used to
        make personal attacks.
      </p>

      <h2>Conflicts of Interest</h2>
      <p>
        Our journalists must not report on matters in which they have a personal, financial or
        family interest. Reporters and editors who hold powers, abilities or enhancements of any
        kind disclose them to the editors, and where a power is relevant to a story — for example,
        when a reporter with telepathic ability covers a dispute involving telepaths — that is
        disclosed to readers in the article. Staff may not accept payment, gifts or favours from the
        heroes, teams, governments or organisations they cover, and no one may use a power to obtain
        information that would be unavailable to an ordinary reporter.
      </p>

      <h2>Images and Illustrations</h2>
      <p>
        Photographs and video are published only when we are confident of where and when they were
        recorded. We do not alter news images beyond routine adjustments to exposure and cropping
        that do not change their meaning. Because some events cannot be photographed — across a
        sealed portal, or in a reality where recording fails — we sometimes publish illustrations or
        reconstructions. These are always clearly labelled as such and are never presented as
        documentary images.
      </p>

      <h2>Corrections</h2>
      <p>
        When we get something wrong, we correct it promptly and in public. Corrections are noted at
        the foot of the affected article, stating what was wrong and what is right, and are listed
        on our{' '}
        <Link className="link" href="/corrections">
          Corrections
        </Link>{' '}
        page. We do not quietly edit errors out of published stories. To report an error, write to{' '}
        <a className="link" href={`mailto:${siteConfig.mailboxes.editorial}`}>
          {siteConfig.mailboxes.editorial}
        </a>
        .
      </p>

      <h2>Independence</h2>
      <p>
        {siteConfig.name} is editorially independent. No government, hero organisation, registry,
        corporation or advertiser has a say in what we report or how we report it. Our coverage is
        decided by our editors alone, on the basis of public interest. If you have information that
        you believe we should investigate, you can send it to{' '}
        <a className="link" href={`mailto:${siteConfig.mailboxes.tips}`}>
          {siteConfig.mailboxes.tips}
        </a>
        .
      </p>
    </StaticPage>
  );
}
