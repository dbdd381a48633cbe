/**
 * schema.org structured data for reader pages. PageMeta takes one object per
 * page, so pages with several entities list them in one @graph.
 */
import { parseArticleDate } from './dates';
import type { Article } from './schemas/article';
import { siteConfig } from './site-config';

/** Google truncates longer NewsArticle headlines and reports them as invalid. */
export const HEADLINE_MAX_LENGTH = 110;

export interface Crumb {
  name: string;
  /** Site-relative path; the last crumb (the page itself) may leave it out. */
  path?: string;
}

export function breadcrumbList(siteUrl: string, crumbs: readonly Crumb[]) {
  return {
    '@type': 'BreadcrumbList',
    itemListElement: crumbs.map((crumb, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      name: crumb.name,
      ...(crumb.path === undefined ? {} : { item: `${siteUrl}${crumb.path}` }),
    })),
  };
}

export function jsonLdGraph(...nodes: Record<string, unknown>[]): Record<string, unknown> {
  return { '@context': 'https://schema.org', '@graph': nodes };
}

/** An absolute URL for a site-relative path; absolute URLs are kept. */
export function absoluteUrl(siteUrl: string, pathOrUrl: string): string {
  return pathOrUrl.startsWith('/') ? `${siteUrl}${pathOrUrl}` : pathOrUrl;
}

/** The search page's URL template, for the site's SearchAction. */
export function searchUrlTemplate(siteUrl: string): string {
  return `${siteUrl}/search?q={search_term_string}`;
}

/** The site itself, with the search box search engines may offer for it. */
export function websiteNode(siteUrl: string) {
  return {
    '@type': 'WebSite',
    name: siteConfig.name,
    url: `${siteUrl}/`,
    description: siteConfig.description,
    inLanguage: siteConfig.language,
    potentialAction: {
      '@type': 'SearchAction',
      target: { '@type': 'EntryPoint', urlTemplate: searchUrlTemplate(siteUrl) },
      'query-input': 'required name=search_term_string',
    },
  };
}

export function publisherNode(siteUrl: string) {
  return {
    '@type': 'Organization',
    name: siteConfig.name,
    url: `${siteUrl}/`,
    logo: { '@type': 'ImageObject', url: `${siteUrl}${siteConfig.logo}` },
  };
}

/**
 * A headline of at most 110 characters, cut at a word with an ellipsis. A
 * title is plain text: anything that looks like markup in it is kept as written.
 */
export function articleHeadline(title: string): string {
  const clean = title.replace(/\s+/g, ' ').trim();
  if (clean.length <= HEADLINE_MAX_LENGTH) return clean;
  const cut = clean.slice(0, HEADLINE_MAX_LENGTH - 1);
  const lastSpace = cut.lastIndexOf(' ');
  const atWord = lastSpace > HEADLINE_MAX_LENGTH * 0.6 ? cut.slice(0, lastSpace) : cut;
  return `${atWord.replace(/[\s.,;:!?-]+$/, '')}…`;
}

/**
 * When the article was published, as ISO 8601 in UTC: the date its page
 * shows when that is a date, else when it was first made public; null when
 * neither is known.
 */
export function articlePublishedAt(article: Pick<Article, 'date' | 'publishedAt'>): string | null {
  const shown = parseArticleDate(article.date);
  if (shown !== null) return new Date(shown).toISOString();
  const published = article.publishedAt ? Date.parse(article.publishedAt) : Number.NaN;
  return Number.isNaN(published) ? null : new Date(published).toISOString();
}

/** The last change, never before the publication (an article dated ahead of its last save). */
export function articleModifiedAt(
  article: Pick<Article, 'updatedAt'>,
  publishedAt: string | null,
): string {
  const updated = Date.parse(article.updatedAt);
  const published = publishedAt === null ? Number.NaN : Date.parse(publishedAt);
  if (Number.isNaN(updated)) return publishedAt ?? article.updatedAt;
  return new Date(Number.isNaN(published) ? updated : Math.max(updated, published)).toISOString();
}

/** Open Graph's article properties (article:published_time and the rest). */
export interface ArticleSocial {
  /** ISO 8601; left out when the publish date is unknown. */
  publishedTime: string | null;
  modifiedTime: string;
  section?: string;
  /** Site-relative path of the author's page. */
  authorPath?: string;
  tags: readonly string[];
}

export function articleSocial(
  article: Pick<Article, 'date' | 'publishedAt' | 'updatedAt' | 'tags'>,
  links: Pick<ArticlePageLinks, 'authorPath' | 'sectionName'>,
): ArticleSocial {
  const publishedTime = articlePublishedAt(article);
  return {
    publishedTime,
    modifiedTime: articleModifiedAt(article, publishedTime),
    ...(links.sectionName ? { section: links.sectionName } : {}),
    authorPath: links.authorPath,
    tags: article.tags,
  };
}

export interface ArticlePageLinks {
  /** Site-relative path of the article page. */
  path: string;
  /** Site-relative path of the author's page. */
  authorPath: string;
  /** The hero image (its placeholder when the article has none), relative or absolute. */
  image: string;
  /** The section's display name, when the section is known. */
  sectionName?: string;
  crumbs: readonly Crumb[];
}

/**
 * An article page's structured data: a news article when the
 * author and the publish date are known, otherwise the website; the
 * breadcrumb trail either way.
 */
export function articleStructuredData(
  siteUrl: string,
  article: Pick<
    Article,
    'title' | 'summary' | 'author' | 'date' | 'publishedAt' | 'updatedAt' | 'tags'
  >,
  links: ArticlePageLinks,
): Record<string, unknown> {
  const breadcrumb = breadcrumbList(siteUrl, links.crumbs);
  const published = articlePublishedAt(article);
  const author = article.author.trim();
  if (published === null || author === '') return jsonLdGraph(websiteNode(siteUrl), breadcrumb);
  const url = `${siteUrl}${links.path}`;
  return jsonLdGraph(
    {
      '@type': 'NewsArticle',
      headline: articleHeadline(article.title),
      description: article.summary,
      image: [absoluteUrl(siteUrl, links.image)],
      datePublished: published,
      dateModified: articleModifiedAt(article, published),
      author: { '@type': 'Person', name: author, url: `${siteUrl}${links.authorPath}` },
      publisher: publisherNode(siteUrl),
      ...(links.sectionName ? { articleSection: links.sectionName } : {}),
      ...(article.tags.length > 0 ? { keywords: article.tags.join(', ') } : {}),
      mainEntityOfPage: { '@type': 'WebPage', '@id': url },
      url,
      inLanguage: siteConfig.language,
    },
    breadcrumb,
  );
}
