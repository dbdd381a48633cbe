import { Link } from 'wouter';
import { sections } from '~/shared/sections';
import { siteConfig } from '~/shared/site-config';

const pageLinks = [
  { href: '/authors', label: 'Our Reporters' },
  { href: '/search', label: 'Search' },
  { href: '/about', label: 'About' },
  { href: '/editorial-standards', label: 'Editorial Standards' },
  { href: '/corrections', label: 'Corrections' },
  { href: '/privacy-policy', label: 'Privacy Policy' },
  { href: '/terms-of-service', label: 'Terms of Service' },
];

export function SiteFooter() {
  const { aiService, hosting } = siteConfig.credits;
  return (
    <footer className="mt-16 border-t border-border bg-surface text-sm">
      <div className="mx-auto grid max-w-7xl gap-8 px-4 py-10 sm:grid-cols-3">
        <div>
          <p className="font-serif text-lg font-bold">{siteConfig.name}</p>
          <p className="mt-2 text-muted">{siteConfig.tagline}</p>
          <p className="mt-4">
            <a className="link" href={`mailto:${siteConfig.mailboxes.tips}`}>
              Secure tip line: {siteConfig.mailboxes.tips}
            </a>
          </p>
        </div>
        <nav aria-label="Sections">
          <h2 className="font-semibold">Sections</h2>
          <ul className="mt-2 space-y-1">
            <li>
              <Link className="link" href="/">
                Home
              </Link>
            </li>
            {sections.map((section) => (
              <li key={section.slug}>
                <Link className="link" href={`/section/${section.slug}`}>
                  {section.name}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
        <nav aria-label="The Gazette">
          <h2 className="font-semibold">The Gazette</h2>
          <ul className="mt-2 space-y-1">
            {pageLinks.map((link) => (
              <li key={link.href}>
                <Link className="link" href={link.href}>
                  {link.label}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
      </div>
      <p className="border-t border-border px-4 py-4 text-center text-muted">
        Stories generated with{' '}
        <a className="link" href={aiService.url} rel="noopener" target="_blank">
          {aiService.name}
        </a>{' '}
        and published with{' '}
        <a className="link" href={hosting.url} rel="noopener" target="_blank">
          {hosting.name}
        </a>
        .
      </p>
    </footer>
  );
}
