import { siteConfig } from '~/shared/site-config';
import { escapeXml, XML_DECLARATION } from './xml';

/** The most URLs one sitemap file may hold (sitemaps.org). */
export const SITEMAP_PAGE_SIZE = 50_000;
/** Google News sitemaps list at most 1,000 articles from the last two days. */
export const NEWS_SITEMAP_LIMIT = 1_000;
export const NEWS_WINDOW_MS = 48 * 3_600_000;

export interface SitemapUrl {
  loc: string;
  lastmod?: Date;
  image?: string;
}

export function renderSitemapIndex(sitemaps: Array<{ loc: string; lastmod?: Date }>): string {
  return [
    XML_DECLARATION,
    '<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    ...sitemaps.map(
      (sitemap) =>
        `<sitemap><loc>${escapeXml(sitemap.loc)}</loc>${sitemap.lastmod ? `<lastmod>${sitemap.lastmod.toISOString()}</lastmod>` : ''}</sitemap>`,
    ),
    '</sitemapindex>',
  ].join('\n');
}

const URLSET_OPEN =
  '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:image="http://www.google.com/schemas/sitemap-image/1.1">';

/** `<url>` elements, one per line: a sitemap's entries, or a slice of them. */
function renderUrls(urls: SitemapUrl[]): string {
  return urls
    .map(
      (url) =>
        `<url><loc>${escapeXml(url.loc)}</loc>${url.lastmod ? `<lastmod>${url.lastmod.toISOString()}</lastmod>` : ''}${
          url.image
            ? `<image:image><image:loc>${escapeXml(url.image)}</image:loc></image:image>`
            : ''
        }</url>`,
    )
    .join('\n');
}

const encoder = new TextEncoder();

/**
 * A urlset document, built a slice of entries at a time as UTF-8: the
 * largest sitemap page is 14 MB, which one string would take tens of
 * milliseconds to encode in one stretch.
 */
export class UrlSetBytes {
  private readonly parts: Uint8Array[] = [encoder.encode(`${XML_DECLARATION}\n${URLSET_OPEN}`)];
  /** How many entries have been added. */
  entries = 0;

  add(urls: SitemapUrl[]): void {
    if (urls.length === 0) return;
    this.parts.push(encoder.encode(`\n${renderUrls(urls)}`));
    this.entries += urls.length;
  }

  finish(): Uint8Array<ArrayBuffer> {
    const parts = [...this.parts, encoder.encode('\n</urlset>')];
    const bytes = new Uint8Array(parts.reduce((total, part) => total + part.byteLength, 0));
    let offset = 0;
    for (const part of parts) {
      bytes.set(part, offset);
      offset += part.byteLength;
    }
    return bytes;
  }
}

/** A urlset document of `urls`, in one slice. */
export function renderUrlSet(urls: SitemapUrl[]): Uint8Array<ArrayBuffer> {
  const urlSet = new UrlSetBytes();
  urlSet.add(urls);
  return urlSet.finish();
}

export interface NewsEntry {
  loc: string;
  title: string;
  publishedAt: Date;
  keywords: string[];
}

/** Google's News sitemap format. */
export function renderNewsSitemap(entries: NewsEntry[]): string {
  return [
    XML_DECLARATION,
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:news="http://www.google.com/schemas/sitemap-news/0.9">',
    ...entries.map((entry) =>
      [
        `<url><loc>${escapeXml(entry.loc)}</loc><news:news>`,
        `<news:publication><news:name>${escapeXml(siteConfig.name)}</news:name><news:language>en</news:language></news:publication>`,
        `<news:publication_date>${entry.publishedAt.toISOString()}</news:publication_date>`,
        `<news:title>${escapeXml(entry.title)}</news:title>`,
        entry.keywords.length > 0
          ? `<news:keywords>${escapeXml(entry.keywords.join(', '))}</news:keywords>`
          : '',
        '</news:news></url>',
      ].join(''),
    ),
    '</urlset>',
  ].join('\n');
}

/** The news sitemap is named on its own too: Google News finds it without a manual submission. */
export function renderRobots(siteUrl: string): string {
  return [
    'User-agent: *',
    'Allow: /',
    'Disallow: /admin',
    'Disallow: /api/admin',
    '',
    `Sitemap: ${siteUrl}/sitemap.xml`,
    `Sitemap: ${siteUrl}/news-sitemap.xml`,
    '',
  ].join('\n');
}

/** The reader site's fixed pages, for /sitemap-pages.xml. */
export const STATIC_PAGE_PATHS = [
  '/',
  '/sections',
  '/authors',
  '/search',
  '/about',
  '/editorial-standards',
  '/corrections',
  '/privacy-policy',
  '/terms-of-service',
];
