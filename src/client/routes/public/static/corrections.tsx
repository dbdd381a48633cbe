import { Link } from 'wouter';
import { articlePath } from '~/shared/canonical-paths';
import { correctionHeading, type RecentCorrection } from '~/shared/corrections';
import { formatDateTime } from '~/shared/dates';
import { siteConfig } from '~/shared/site-config';
import { recentCorrectionsQuery } from '../../../api/corrections';
import { usePageQuery } from '../../../api/use-page-query';
import { StaticPage } from '../../../components/static-page';

/** The corrections and updates of the last 30 days, or the word that there were none. */
function RecentCorrections() {
  const { data } = usePageQuery(recentCorrectionsQuery);
  const corrections: RecentCorrection[] = data ?? [];
  if (corrections.length === 0) {
    return (
      <div
        className="not-prose my-6 rounded-lg border border-accent bg-surface p-4 font-semibold"
        role="status"
      >
        No corrections have been published in the last 30 days.
      </div>
    );
  }
  return (
    <section aria-labelledby="recent-corrections-heading" className="not-prose my-6">
      <h2 id="recent-corrections-heading" className="font-serif text-2xl font-bold">
        Corrections in the Last 30 Days
      </h2>
      <ul className="mt-4 flex flex-col gap-4">
        {corrections.map((correction) => (
          <li key={correction.id} className="rounded-lg border border-border bg-surface p-4">
            <Link href={articlePath(correction.article)} className="link font-semibold">
              {correction.article.title}
            </Link>
            <p className="mt-1 text-sm">
              <strong>{`${correctionHeading(correction.kind, formatDateTime(correction.createdAt))}:`}</strong>
              {` ${correction.text}`}
            </p>
          </li>
        ))}
      </ul>
    </section>
  );
}

export function CorrectionsPage() {
  return (
    <StaticPage
      title="Corrections"
      description="How to request a correction, how quickly we respond, and how corrections are labelled."
      path="/corrections"
    >
      <p>
        {siteConfig.name} aims to be accurate in every story it publishes, in every reality it
        covers. When we make a mistake, we correct it openly. This page explains how to tell us
        about an error and what happens when you do.
      </p>

      <RecentCorrections />

      <h2>How to Request a Correction</h2>
      <p>
        If you believe something we have published is wrong, please email our editors at{' '}
        <a className="link" href={`mailto:${siteConfig.mailboxes.editorial}`}>
          {siteConfig.mailboxes.editorial}
        </a>
        . To help us act quickly, please include:
      </p>
      <ul>
        <li>the headline or link of the article concerned;</li>
        <li>the statement you believe is inaccurate;</li>
        <li>
          what you believe to be correct, with any evidence or sources that support it — including,
          where relevant, records or witnesses from the reality concerned;
        </li>
        <li>a way for us to contact you if we have questions.</li>
      </ul>
      <p>
        You do not need to be named in the story, or to live in the reality it describes, to request
        a correction. Every request is read by an editor.
      </p>

      <h2>What Happens Next</h2>
      <p>
        We aim to respond to every correction request within 24 hours. An editor will acknowledge
        your message, review the article and the reporting behind it, and, where necessary, consult
        the original sources or seek new ones. Some claims — particularly those involving events in
        realities we cannot currently reach — take longer to check; if so, we will tell you, and
        keep you informed of our progress.
      </p>
      <p>
        If we find that we were wrong, we correct the article promptly. If we conclude that the
        article was accurate, we will explain our reasoning to you. Where a request raises a legal
        matter, it may also be referred to{' '}
        <a className="link" href={`mailto:${siteConfig.mailboxes.legal}`}>
          {siteConfig.mailboxes.legal}
        </a>
        .
      </p>

      <h2>How Corrections Are Labelled</h2>
      <p>
        We never silently change the facts of a published story. When we correct an article, we add
        a clearly marked note at the end of it, giving the date of the correction, what the article
        originally said, and what is correct. Significant corrections are also listed on this page
        for thirty days after publication.
      </p>
      <p>
        We distinguish corrections from updates. A correction fixes an error of fact. An update adds
        new information to a story that was accurate when published — for example, when a Developing
        story is confirmed and becomes Verified. Minor fixes to spelling or grammar that do not
        change the meaning of a story are made without a note.
      </p>
      <p>
        For more on how we verify our reporting, see our{' '}
        <Link className="link" href="/editorial-standards">
          Editorial Standards
        </Link>
        .
      </p>
    </StaticPage>
  );
}
