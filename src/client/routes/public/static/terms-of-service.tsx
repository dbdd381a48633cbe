import { Link } from 'wouter';
import { siteConfig } from '~/shared/site-config';
import { StaticPage } from '../../../components/static-page';

export function TermsOfServicePage() {
  const { legal, editorial, general } = siteConfig.mailboxes;
  return (
    <StaticPage
      title="Terms of Service"
      metaTitle="Terms of Service"
      description="The terms on which you may read, share and contribute to our reporting."
      path="/terms-of-service"
      lastUpdated="September 27, 2025"
      before={
        <Link href="/about" className="button-secondary mb-6 inline-block">
          Back to About
        </Link>
      }
    >
      <h2>Agreement to Terms</h2>
      <p>
        These Terms of Service govern your use of the {siteConfig.name} website and the services we
        offer through it. By reading the Gazette, submitting tips, sending story suggestions,
        contacting the editors or subscribing to our newsletters, you agree to these terms. If you
        do not agree with them, please do not use the site.
      </p>
      <p>
        These terms apply to every reader, wherever and whenever you read us from. Where the laws of
        your own reality give you rights that these terms cannot lawfully remove, those rights are
        not affected.
      </p>

      <h2>Acceptable Use</h2>
      <h3>Permitted Uses</h3>
      <p>You are welcome to use the Gazette to:</p>
      <ul>
        <li>read, search and browse our reporting for your own personal, non-commercial use;</li>
        <li>
          share links to our articles by any means, including on social media and in messages;
        </li>
        <li>quote brief extracts of our reporting with attribution, as described below;</li>
        <li>
          submit tips and story suggestions to our newsroom, and contact the editors with questions,
          comments or correction requests;
        </li>
        <li>subscribe to our newsletters and unsubscribe at any time.</li>
      </ul>

      <h3>Prohibited Activities</h3>
      <p>When using the Gazette, you must not:</p>
      <ul>
        <li>
          republish, sell or redistribute our articles, images or illustrations in full without our
          written permission;
        </li>
        <li>
          use automated tools to scrape, copy or download our content in bulk, or place an
          unreasonable load on our servers;
        </li>
        <li>
          attempt to gain unauthorised access to the site, our editorial systems or any account, by
          technical means, by deception or by the use of any power or ability;
        </li>
        <li>
          interfere with the operation of the site, including by introducing malicious code or
          attempting to disrupt it from another reality;
        </li>
        <li>
          submit information you know to be false, or impersonate another person, hero, organisation
          or version of yourself, in order to mislead our reporters;
        </li>
        <li>
          send material that is unlawful, threatening, harassing, or that infringes the rights of
          others;
        </li>
        <li>
          present our reporting in a way that suggests we endorse you, your organisation or your
          cause.
        </li>
      </ul>

      <h2>Content and Intellectual Property</h2>
      <h3>Our Content</h3>
      <p>
        The articles, headlines, images, illustrations, design and other material on the Gazette are
        owned by {siteConfig.name} or by the contributors and agencies who license them to us, and
        are protected by copyright and other intellectual property laws. Our name and logo may not
        be used without our written permission. Nothing in these terms transfers ownership of our
        content to you.
      </p>

      <h3>User-Submitted Content</h3>
      <p>
        When you submit tips, story suggestions, photographs, documents or other material to us, you
        keep ownership of it. By submitting it, you grant {siteConfig.name} a non-exclusive,
        royalty-free, perpetual, worldwide licence to use, reproduce, edit, publish and distribute
        it, in whole or in part, in our reporting and in any format.
      </p>
      <p>
        You confirm that you have the right to share the material and that, to the best of your
        knowledge, it is accurate. We are not obliged to publish anything you send us, and all
        submissions are subject to our{' '}
        <Link className="link" href="/editorial-standards">
          Editorial Standards
        </Link>
        , including independent verification. Where you ask us to protect your identity, we will
        treat you as a confidential source in line with those standards.
      </p>

      <h3>Fair Use and Attribution</h3>
      <p>
        You may quote short extracts of our reporting for commentary, criticism, research, teaching
        or news reporting, provided that you credit {siteConfig.name} and, where possible, link to
        the original article. Quotations should be accurate and should not change the meaning of our
        reporting. Any use beyond this requires our permission, which you can request from our legal
        team.
      </p>

      <h2>Service Availability</h2>
      <p>
        We work to keep the Gazette available at all times, but we cannot promise uninterrupted
        access. The site may be unavailable during maintenance, because of technical faults, or
        because of events beyond our control — including disruption to the infrastructure that
        connects realities. We may change, suspend or withdraw any part of the site or our
        newsletters at any time. We may also restrict access for anyone who breaches these terms.
      </p>

      <h2>Disclaimers and Limitations</h2>
      <h3>Content Disclaimer</h3>
      <p>
        Our reporting is provided for general information. We take great care to be accurate, and
        every article carries a status label showing how far its facts have been verified. Stories
        marked Developing or Breaking may change as events unfold. Nothing we publish is legal,
        medical, financial or safety advice, and in an emergency you should follow the instructions
        of the authorities in your own reality. Links to other sites are provided for convenience;
        we are not responsible for their content.
      </p>

      <h3>No Warranties</h3>
      <p>
        To the extent permitted by law, the Gazette is provided “as is” and “as available”, without
        warranties of any kind, whether express or implied, including any warranty that the site
        will be error-free, secure or continuously available, or that any particular content will be
        complete or current.
      </p>

      <h3>Limitation of Liability</h3>
      <p>
        To the extent permitted by law, {siteConfig.name} and its staff will not be liable for any
        indirect, incidental or consequential loss arising from your use of, or inability to use,
        the site or our newsletters, or from reliance on any content we publish. Nothing in these
        terms limits any liability that cannot lawfully be limited.
      </p>

      <h2>Privacy and Data Protection</h2>
      <p>
        We collect very little information about our readers, and we never sell it. Our{' '}
        <Link className="link" href="/privacy-policy">
          Privacy Policy
        </Link>{' '}
        explains what we collect when you use the site or write to us, how long we keep it and what
        rights you have. It forms part of these terms.
      </p>

      <h2>Changes to Terms</h2>
      <p>
        We may update these terms from time to time, for example to reflect new features or changes
        in the law. When we do, we will publish the revised terms on this page and change the date
        at the top. Significant changes will be announced on the site. Continuing to use the Gazette
        after a change means that you accept the revised terms.
      </p>

      <h2>Contact Information</h2>
      <p>If you have questions about these terms or about the Gazette, please contact us:</p>
      <ul>
        <li>
          Legal inquiries:{' '}
          <a className="link" href={`mailto:${legal}`}>
            {legal}
          </a>
        </li>
        <li>
          Editorial inquiries:{' '}
          <a className="link" href={`mailto:${editorial}`}>
            {editorial}
          </a>
        </li>
        <li>
          General inquiries:{' '}
          <a className="link" href={`mailto:${general}`}>
            {general}
          </a>
        </li>
      </ul>
    </StaticPage>
  );
}
