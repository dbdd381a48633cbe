import { type BodyBlock, splitArticleBody } from '~/shared/article-body';
import { articlePath } from '~/shared/canonical-paths';
import { parseArticleDate } from '~/shared/dates';
import type { Article } from '~/shared/schemas/article';
import { siteConfig } from '~/shared/site-config';
import { cdata, escapeXml, XML_DECLARATION } from './xml';

export interface FeedChannel {
  title: string;
  description: string;
  /** Absolute URL of the page the feed follows. */
  pageUrl: string;
  /** Absolute URL of the feed itself. */
  feedUrl: string;
}

/** Newest articles per feed (issue: the newest 50 public articles). */
export const FEED_SIZE = 50;

/** When an article was published: its own date when that is a date, else its creation. */
export function publicationDate(article: Article): Date {
  return new Date(parseArticleDate(article.date) ?? Date.parse(article.createdAt));
}

/** The newest change a feed shows, for Last-Modified and <updated>. */
export function newestChange(articles: Article[]): Date {
  const times = articles.map((article) => Date.parse(article.updatedAt));
  return new Date(times.length > 0 ? Math.max(...times) : 0);
}

function blockHtml(block: BodyBlock): string {
  switch (block.kind) {
    case 'html':
      return block.html;
    case 'heading':
      return `<h2>${escapeXml(block.text)}</h2>`;
    case 'paragraph':
      return `<p>${escapeXml(block.text)}</p>`;
    case 'image':
      return `<p><img src="${escapeXml(block.src)}" alt=""/></p>`;
  }
}

/** A body as HTML: plain-text bodies get their paragraphs and subheadings marked up. */
export function bodyHtml(article: Article): string {
  return splitArticleBody(article.content, article.additionalImages).map(blockHtml).join('\n');
}

/** `value` resolved against `base`, as a browser on that page would; kept as written when it is no URL. */
function resolveUrl(value: string, base: string): string {
  try {
    return new URL(value.trim(), base).href;
  } catch {
    return value;
  }
}

const URL_ATTRIBUTES = ['href', 'src'] as const;

/**
 * The body as a feed carries it: every link and image address absolute,
 * resolved against the article's page. Feed readers show the body away from
 * the site, where a site-relative address would point at the reader's own host.
 */
export function feedBodyHtml(article: Article, siteUrl: string): string {
  const base = articleUrl(siteUrl, article);
  const rewriter = new HTMLRewriter();
  for (const attribute of URL_ATTRIBUTES) {
    rewriter.on(`[${attribute}]`, {
      element(element) {
        const value = element.getAttribute(attribute);
        if (value !== null) element.setAttribute(attribute, resolveUrl(value, base));
      },
    });
  }
  return rewriter.transform(bodyHtml(article));
}

const absolute = (siteUrl: string, path: string) => resolveUrl(path, `${siteUrl}/`);

/** Image type for media:content and enclosure, from the file name. */
function imageType(url: string): string {
  const extension = url.split('?')[0]!.split('.').pop()?.toLowerCase();
  return (
    {
      svg: 'image/svg+xml',
      png: 'image/png',
      webp: 'image/webp',
      gif: 'image/gif',
      avif: 'image/avif',
    }[extension ?? ''] ?? 'image/jpeg'
  );
}

export function articleUrl(siteUrl: string, article: Pick<Article, 'slug' | 'id'>): string {
  return `${siteUrl}${articlePath(article)}`;
}

/** RSS 2.0 with full content (content:encoded), authors (dc:creator) and hero images. */
export function renderRss(channel: FeedChannel, articles: Article[], siteUrl: string): string {
  const items = articles.map((article) => {
    const url = articleUrl(siteUrl, article);
    const image = article.image ? absolute(siteUrl, article.image) : null;
    return [
      '<item>',
      `<title>${escapeXml(article.title)}</title>`,
      `<link>${escapeXml(url)}</link>`,
      `<guid isPermaLink="true">${escapeXml(url)}</guid>`,
      `<description>${escapeXml(article.summary)}</description>`,
      `<content:encoded>${cdata(feedBodyHtml(article, siteUrl))}</content:encoded>`,
      `<dc:creator>${escapeXml(article.author)}</dc:creator>`,
      ...article.tags.map((tag) => `<category>${escapeXml(tag)}</category>`),
      `<pubDate>${publicationDate(article).toUTCString()}</pubDate>`,
      ...(image
        ? [
            `<enclosure url="${escapeXml(image)}" length="0" type="${imageType(image)}"/>`,
            `<media:content url="${escapeXml(image)}" medium="image" type="${imageType(image)}"/>`,
          ]
        : []),
      '</item>',
    ].join('');
  });
  return [
    XML_DECLARATION,
    '<rss version="2.0" xmlns:content="http://purl.org/rss/1.0/modules/content/" xmlns:dc="http://purl.org/dc/elements/1.1/" xmlns:atom="http://www.w3.org/2005/Atom" xmlns:media="http://search.yahoo.com/mrss/">',
    '<channel>',
    `<title>${escapeXml(channel.title)}</title>`,
    `<link>${escapeXml(channel.pageUrl)}</link>`,
    `<description>${escapeXml(channel.description)}</description>`,
    `<language>${siteConfig.language}</language>`,
    `<atom:link href="${escapeXml(channel.feedUrl)}" rel="self" type="application/rss+xml"/>`,
    `<lastBuildDate>${newestChange(articles).toUTCString()}</lastBuildDate>`,
    ...items,
    '</channel>',
    '</rss>',
  ].join('\n');
}

/** Atom 1.0: the same entries, with summary and full HTML content. */
export function renderAtom(channel: FeedChannel, articles: Article[], siteUrl: string): string {
  const entries = articles.map((article) => {
    const url = articleUrl(siteUrl, article);
    return [
      '<entry>',
      `<id>${escapeXml(url)}</id>`,
      `<title>${escapeXml(article.title)}</title>`,
      `<link rel="alternate" type="text/html" href="${escapeXml(url)}"/>`,
      `<published>${publicationDate(article).toISOString()}</published>`,
      `<updated>${new Date(article.updatedAt).toISOString()}</updated>`,
      `<author><name>${escapeXml(article.author)}</name></author>`,
      ...article.tags.map((tag) => `<category term="${escapeXml(tag)}"/>`),
      `<summary>${escapeXml(article.summary)}</summary>`,
      `<content type="html">${escapeXml(feedBodyHtml(article, siteUrl))}</content>`,
      '</entry>',
    ].join('');
  });
  return [
    XML_DECLARATION,
    `<feed xmlns="http://www.w3.org/2005/Atom" xml:lang="${siteConfig.language}">`,
    `<id>${escapeXml(channel.feedUrl)}</id>`,
    `<title>${escapeXml(channel.title)}</title>`,
    `<subtitle>${escapeXml(channel.description)}</subtitle>`,
    `<link rel="self" type="application/atom+xml" href="${escapeXml(channel.feedUrl)}"/>`,
    `<link rel="alternate" type="text/html" href="${escapeXml(channel.pageUrl)}"/>`,
    `<updated>${newestChange(articles).toISOString()}</updated>`,
    `<icon>${escapeXml(`${siteUrl}${siteConfig.logo}`)}</icon>`,
    ...entries,
    '</feed>',
  ].join('\n');
}
