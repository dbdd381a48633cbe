import { Search, Shield } from 'lucide-react';
import { Link, useLocation } from 'wouter';
import { findSection, HEADER_SECTION_SLUGS } from '~/shared/sections';
import { siteConfig } from '~/shared/site-config';
import { cn } from '../../lib/cn';
import { ThemeToggle } from './theme-toggle';

const topLinks = [
  { href: '/', label: 'Home' },
  ...HEADER_SECTION_SLUGS.map((slug) => ({
    href: `/section/${slug}`,
    label: findSection(slug)!.name,
  })),
];

export function SiteHeader() {
  const [location] = useLocation();
  return (
    <header className="border-b border-border bg-surface">
      <div className="mx-auto flex max-w-7xl flex-wrap items-center justify-between gap-4 px-4 py-4">
        <Link href="/" className="group">
          <span className="block font-serif text-2xl font-bold tracking-tight sm:text-3xl">
            {siteConfig.name}
          </span>
          <span className="block text-sm text-muted">{siteConfig.tagline}</span>
        </Link>
        <div className="flex items-center gap-1">
          <Link
            href="/search"
            aria-label="Search articles"
            title="Search articles"
            className="icon-button"
          >
            <Search aria-hidden className="size-5" />
          </Link>
          <Link href="/admin" aria-label="Admin panel" title="Admin panel" className="icon-button">
            <Shield aria-hidden className="size-5" />
          </Link>
          <ThemeToggle />
        </div>
      </div>
      <nav aria-label="Main" className="border-t border-border">
        <ul className="mx-auto flex max-w-7xl gap-1 overflow-x-auto px-4 py-2 text-sm font-medium">
          {topLinks.map((link) => {
            const current = location === link.href;
            return (
              <li key={link.href}>
                <Link
                  href={link.href}
                  aria-current={current ? 'page' : undefined}
                  className={cn(
                    'block whitespace-nowrap rounded px-3 py-1.5 hover:bg-accent-soft',
                    current && 'bg-accent text-accent-contrast hover:bg-accent',
                  )}
                >
                  {link.label}
                </Link>
              </li>
            );
          })}
          <li>
            <Link
              href="/sections"
              className="block whitespace-nowrap rounded px-3 py-1.5 hover:bg-accent-soft"
            >
              All Sections
            </Link>
          </li>
        </ul>
      </nav>
    </header>
  );
}
