import { servedPart } from '../served-part';

/** The footer's own attributes (site-footer.tsx draws the rest). */
export const siteFooterProps = {
  className: 'render-when-near mt-16 border-t border-border bg-surface text-sm',
  'data-served': 'site-footer',
};

/** The status strip's own attributes (status-strip.tsx draws the rest). */
export const statusStripProps = {
  'aria-label': 'Multiverse status',
  className: 'border-b border-border bg-page text-xs',
  'data-served': 'status-strip',
};

export const siteFooter = servedPart('footer', siteFooterProps, () =>
  import('./site-footer').then((module) => module.SiteFooter),
);

export const statusStrip = servedPart('section', statusStripProps, () =>
  import('./status-strip').then((module) => module.StatusStrip),
);
