import { Mail } from 'lucide-react';
import { Link } from 'wouter';
import { sections } from '~/shared/sections';
import { siteConfig } from '~/shared/site-config';
import { siteFooterProps } from './served-layout';

const pageLinks = [
  { href: '/authors', label: 'Our Reporters' },
  { href: '/search', label: 'Search' },
  { href: '/about', label: 'About' },
  { href: '/editorial-standards', label: 'Editorial Standards' },
  { href: '/corrections', label: 'Corrections' },
  { href: '/privacy-policy', label: 'Privacy Policy' },
  { href: '/terms-of-service', label: 'Terms of Service' },
];

const footerLink = 'text-muted hover:text-accent hover:underline underline-offset-2';

export function SiteFooter() {
  const { aiService, hosting } = siteConfig.credits;
  return (
    <footer {...siteFooterProps}>
      <div className="mx-auto grid max-w-7xl gap-10 px-4 py-12 md:grid-cols-2 lg:grid-cols-[1.3fr_1.7fr_1fr]">
        <div>
          <Link href="/" className="flex items-center gap-3">
            {/* Below the fold, and the header has loaded the same file: no preload hint for it. */}
            <img
              src={siteConfig.logo}
              alt=""
              width={40}
              height={40}
              loading="lazy"
              className="size-10"
            />
            <span className="font-serif text-xl font-bold">{siteConfig.name}</span>
          </Link>
          <p className="mt-3 text-muted">{siteConfig.tagline}</p>
          <div className="mt-6 rounded-lg border border-border bg-page p-4">
            <p className="font-semibold">Have a story from your reality?</p>
            <a
              className="group mt-2 flex items-start gap-2"
              href={`mailto:${siteConfig.mailboxes.tips}`}
            >
              <Mail aria-hidden className="mt-0.5 size-4 shrink-0 text-accent" />
              <span className="min-w-0">
                <span className="block text-muted">Secure tip line:</span>
                <span className="link block break-words font-medium group-hover:text-accent">
                  {siteConfig.mailboxes.tips}
                </span>
              </span>
            </a>
          </div>
        </div>
        <nav aria-label="Sections">
          <h2 className="text-xs font-bold uppercase tracking-wider">Sections</h2>
          <ul className="mt-3 grid grid-cols-2 gap-x-6 gap-y-2">
            <li>
              <Link className={footerLink} href="/">
                Home
              </Link>
            </li>
            {sections.map((section) => (
              <li key={section.slug}>
                <Link className={footerLink} href={`/section/${section.slug}`}>
                  {section.name}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
        <nav aria-label="The Gazette">
          <h2 className="text-xs font-bold uppercase tracking-wider">The Gazette</h2>
          <ul className="mt-3 space-y-2">
            {pageLinks.map((link) => (
              <li key={link.href}>
                <Link className={footerLink} href={link.href}>
                  {link.label}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
      </div>
      <div className="border-t border-border">
        <p className="mx-auto max-w-7xl px-4 py-5 text-center text-muted">
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
      </div>
    </footer>
  );
}
