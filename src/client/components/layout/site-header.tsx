import { Shield } from 'lucide-react';
import { Link } from 'wouter';
import { siteConfig } from '~/shared/site-config';
import { DesktopNav } from './desktop-nav';
import { IconTooltip, TooltipProvider } from './icon-tooltip';
import { MobileNav } from './mobile-nav';
import { SearchButton } from './search-button';
import { statusStrip } from './served-layout';
import { ThemeToggle } from './theme-toggle';

/**
 * The masthead on every page: status strip, title and tagline, actions and
 * navigation. Its own chunk, hydrated on first use (masthead.tsx).
 */
export function SiteHeader() {
  return (
    <TooltipProvider>
      <header className="bg-surface" data-masthead="">
        <statusStrip.Slot />
        <div className="mx-auto flex max-w-7xl items-center gap-2 px-4 py-3 sm:gap-4 sm:py-4">
          <MobileNav />
          <Link href="/" className="flex min-w-0 flex-1 items-center gap-3">
            {/* In a picture, React gives the logo no preload hint in the head: the
                masthead then changes nothing outside itself (kept-masthead.tsx), and
                the browser finds the image a few lines into the body anyway. */}
            <picture className="hidden size-12 shrink-0 sm:block">
              <img src={siteConfig.logo} alt="" width={48} height={48} className="size-12" />
            </picture>
            <span className="min-w-0">
              <span className="block font-serif text-lg font-bold leading-tight tracking-tight sm:text-3xl">
                {siteConfig.name}
              </span>
              <span className="block text-xs text-muted sm:text-sm">{siteConfig.tagline}</span>
            </span>
          </Link>
          <div className="flex shrink-0 items-center gap-0.5 sm:gap-1">
            <SearchButton />
            <IconTooltip label="Admin panel">
              <Link href="/admin" aria-label="Admin panel" className="icon-button max-sm:hidden">
                <Shield aria-hidden className="size-5" />
              </Link>
            </IconTooltip>
            <ThemeToggle />
          </div>
        </div>
        <DesktopNav />
        <div className="border-b border-border" />
      </header>
    </TooltipProvider>
  );
}
