import { Link } from 'wouter';
import { siteConfig } from '~/shared/site-config';
import { StaticPage } from '../../../components/static-page';

export function PrivacyPolicyPage() {
  const legalMailto = `mailto:${siteConfig.mailboxes.legal}`;
  return (
    <StaticPage
      title="Privacy Policy"
      description="What information we collect when you read the Gazette, how long we keep it, and the rights you have over it."
      path="/privacy-policy"
      lastUpdated="September 27, 2025"
    >
      <p>
        {siteConfig.name} is a news site, and we believe reading the news should not require handing
        over your personal life. We collect as little information about our readers as we can, and
        we explain here exactly what we do collect, why, how long we keep it and what you can ask us
        to do with it. This policy applies to our website and to any correspondence you send to our
        mailboxes.
      </p>

      <h2>Information We Collect</h2>
      <h3>Readers</h3>
      <p>
        You do not need an account to read the Gazette, and we do not offer reader accounts. We do
        not ask for your name, your email address, your home reality or any other personal details
        in order to read our reporting.
      </p>

      <h3>Server Logs</h3>
      <p>
        Like almost every website, our servers automatically record basic technical information
        about each request they receive: the address of the page requested, the date and time, the
        IP address the request came from, the browser’s user-agent string, the referring page where
        one is supplied, and whether the request succeeded. We use these logs only to keep the site
        running, to diagnose faults, to understand overall traffic and to detect and block abuse
        such as automated scraping or attacks on our servers. We do not use them to build profiles
        of individual readers.
      </p>

      <h3>Readership Counts</h3>
      <p>
        To know which stories are read and what readers look for, the Gazette counts page views and
        searches itself, in its own database. No analytics company or other third party receives
        anything, no cookie is set and nothing is stored in your browser for this. A page your
        browser asks us for is counted from that request itself; for what that request does not show
        (moving to another page within the site once one is loaded, a search), your browser sends us
        one small message instead. Either way we note:
      </p>
      <ul>
        <li>
          which page was shown (its address without any query string), and so which article or
          section it belongs to;
        </li>
        <li>
          on the first page of a visit, the website whose link brought you here; we keep only that
          site’s name (for example news.example.com), never the full address of the page you came
          from;
        </li>
        <li>on the search page, the words searched for and how many results were found.</li>
      </ul>
      <p>
        To count how many different readers visit in a day without recording who they are, we
        combine your IP address and your browser’s user-agent string with a random secret that
        changes every day, and keep only the scrambled result (a one-way hash). We never store your
        IP address or user-agent string for this. The same reader gives the same result for one day
        and a different, unrelated one the next. When the day ends, the day’s secret and every one
        of these results are deleted, leaving only totals; after that nobody, including us, can link
        a visit to a person or to another day’s visits.
      </p>
      <p>
        Nothing is counted if your browser sends a Do Not Track or Global Privacy Control signal,
        for automated programs such as search engine crawlers, or for our editors while they are
        signed in.
      </p>

      <h3>Information Kept in Your Browser</h3>
      <p>
        Two preferences are stored only in your own browser, using its local storage: your choice of
        light or dark theme, and a short list of your recent searches on the site, so that you can
        return to them quickly. This information stays on your device. It is not sent to our
        servers, and we cannot see it. You can remove it at any time by clearing your browser’s site
        data for the Gazette, and recent searches can also be cleared from the search page.
      </p>

      <h3>Editors’ Accounts</h3>
      <p>
        Members of our editorial staff sign in to publish and manage articles. For these accounts we
        hold a name, a work email address, a securely hashed password, the editor’s role, and a
        record of the articles they have created or changed. This information is used solely to run
        the newsroom and to keep an accountable record of who published what.
      </p>

      <h3>Messages You Send Us</h3>
      <p>
        If you email us — to send a tip, suggest a story, request a correction or ask a question —
        we receive your email address, the contents of your message and anything you attach. We use
        this only to read and respond to your message and, where relevant, to report the story. We
        protect the identity of sources as described in our{' '}
        <Link className="link" href="/editorial-standards">
          Editorial Standards
        </Link>
        .
      </p>

      <h2>Cookies</h2>
      <p>
        We do not use advertising cookies, tracking cookies or analytics cookies of any kind: the
        readership counts described above need none. The only cookie we set is a session cookie for
        signed-in editors, which keeps them signed in while they work. It is marked secure and
        HTTP-only, it is not used for any other purpose, and it is not set for readers who do not
        sign in. The browser storage described above is not a cookie and is never transmitted to us.
      </p>

      <h2>How Long We Keep Information</h2>
      <ul>
        <li>
          <strong>Server logs</strong> are kept for no longer than 30 days and then deleted, unless
          a specific entry is needed to investigate an ongoing security incident.
        </li>
        <li>
          <strong>Readership counts</strong>: the individual page views and searches are kept for 30
          days and then deleted; the daily scrambled visitor results and the secret behind them are
          deleted at the end of each day. What remains for good is a daily summary: how many pages
          were read and by how many readers, the most read articles, the most frequent searches, the
          sites that sent readers to us and the sections they read.
        </li>
        <li>
          <strong>Editor sessions</strong> end when the editor signs out or the session expires.
        </li>
        <li>
          <strong>Editors’ accounts</strong> are kept while the editor works with us. When they
          leave, the account is closed; their name remains on the articles they wrote, as part of
          the published record.
        </li>
        <li>
          <strong>Correspondence</strong> is kept for as long as it is needed to respond, to report
          a story or to maintain a record of corrections and legal matters, and is then deleted.
        </li>
        <li>
          <strong>Browser preferences</strong> remain on your device until you clear them; we never
          hold them.
        </li>
      </ul>

      <h2>Sharing Your Information</h2>
      <p>
        We do not sell, rent or trade personal information, and we never will. We do not share it
        with advertisers or data brokers. We use a small number of service providers, such as our
        hosting provider, who process information on our behalf only to operate the site, under
        obligations to keep it secure and confidential. We will disclose information to a government
        or other authority, in any reality, only where we are legally compelled to do so, and we
        will resist any demand that would expose a confidential source.
      </p>

      <h2>Security</h2>
      <p>
        We protect the information we hold with encrypted connections, hashed passwords, access
        restricted to the staff who need it, and regular review of our systems. No system is
        perfectly secure, but if we become aware of a breach affecting your information, we will
        tell you promptly.
      </p>

      <h2>Your Rights</h2>
      <p>Wherever you read us from, you may ask us to:</p>
      <ul>
        <li>tell you whether we hold personal information about you, and give you a copy of it;</li>
        <li>correct information about you that is inaccurate or incomplete;</li>
        <li>delete information about you that we no longer need or have no right to keep;</li>
        <li>restrict or object to our use of your information;</li>
        <li>explain how and why we used your information.</li>
      </ul>
      <p>
        We answer every request within 30 days. We may need to ask for enough information to confirm
        that the request comes from you. Some requests may be limited where information forms part
        of our published journalism or where we must keep it by law; if so, we will explain why. You
        also have the right to complain to the data protection authority where you live.
      </p>

      <h2>Children</h2>
      <p>
        The Gazette is a general news site. We do not knowingly collect personal information from
        children, and because we offer no reader accounts, we do not ask readers for any.
      </p>

      <h2>Changes to This Policy</h2>
      <p>
        If we change how we handle information, we will update this page and the date at the top.
        Significant changes will be noted on the site.
      </p>

      <h2>Contact Us</h2>
      <p>
        Questions about this policy, and requests about your information, should be sent to{' '}
        <a className="link" href={legalMailto}>
          {siteConfig.mailboxes.legal}
        </a>
        .
      </p>
    </StaticPage>
  );
}
