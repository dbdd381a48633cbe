import { metaDescription } from '~/shared/meta-description';
import { siteConfig } from '~/shared/site-config';
import {
  type ArticleSocial,
  absoluteUrl,
  jsonLdGraph,
  websiteNode,
} from '~/shared/structured-data';
import { useSiteRuntime } from '../site-context';

export interface PageMetaProps {
  /** The page's own title; the site name is appended. */
  title: string;
  description?: string;
  /** Site-relative canonical path, e.g. "/section/cosmic-watch". */
  path: string;
  image?: string | null;
  type?: 'website' | 'article';
  noindex?: boolean;
  /** Structured data for this page; defaults to the WebSite. */
  jsonLd?: Record<string, unknown>;
  /**
   * A page with feeds of its own (a section, an author): its RSS and Atom
   * feeds at `{path}/rss.xml` and `{path}/atom.xml`, besides the site's.
   */
  feeds?: { title: string; path: string };
  /** Open Graph article properties, for `type="article"`. */
  article?: ArticleSocial;
}

/** Escapes JSON so no value can close the surrounding <script> element. */
export function safeJson(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/&/g, '\\u0026')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}

function JsonLd({ data }: { data: Record<string, unknown> }) {
  // biome-ignore lint/security/noDangerouslySetInnerHtml: safeJson escapes every character that could end the element
  return <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: safeJson(data) }} />;
}

function ArticleTags({ article, siteUrl }: { article: ArticleSocial; siteUrl: string }) {
  return (
    <>
      {article.publishedTime ? (
        <meta property="article:published_time" content={article.publishedTime} />
      ) : null}
      <meta property="article:modified_time" content={article.modifiedTime} />
      {article.authorPath ? (
        <meta property="article:author" content={`${siteUrl}${article.authorPath}`} />
      ) : null}
      {article.section ? <meta property="article:section" content={article.section} /> : null}
      {[...new Set(article.tags)].map((tag) => (
        <meta key={tag} property="article:tag" content={tag} />
      ))}
    </>
  );
}

/**
 * The title, description, canonical link and social tags of a page. React
 * hoists these into <head>, on the server and on client navigation alike.
 */
export function PageMeta({
  title,
  description,
  path,
  image,
  type = 'website',
  noindex,
  jsonLd,
  feeds,
  article,
}: PageMetaProps) {
  const { siteUrl } = useSiteRuntime();
  const fullTitle = title === siteConfig.name ? title : `${title} - ${siteConfig.name}`;
  const text = metaDescription(description ?? siteConfig.description);
  const url = `${siteUrl}${path}`;
  const imageUrl = image ? absoluteUrl(siteUrl, image) : null;
  const structured = jsonLd ?? jsonLdGraph(websiteNode(siteUrl));
  return (
    <>
      <title>{fullTitle}</title>
      <meta name="description" content={text} />
      <link rel="canonical" href={url} />
      {feeds ? (
        <>
          <link
            rel="alternate"
            type="application/rss+xml"
            title={`${feeds.title} (RSS)`}
            href={`${feeds.path}/rss.xml`}
          />
          <link
            rel="alternate"
            type="application/atom+xml"
            title={`${feeds.title} (Atom)`}
            href={`${feeds.path}/atom.xml`}
          />
        </>
      ) : null}
      {noindex ? <meta name="robots" content="noindex" /> : null}
      <meta property="og:site_name" content={siteConfig.name} />
      <meta property="og:title" content={fullTitle} />
      <meta property="og:description" content={text} />
      <meta property="og:type" content={type} />
      <meta property="og:url" content={url} />
      {imageUrl ? <meta property="og:image" content={imageUrl} /> : null}
      {type === 'article' && article ? <ArticleTags article={article} siteUrl={siteUrl} /> : null}
      <meta name="twitter:card" content={imageUrl ? 'summary_large_image' : 'summary'} />
      <meta name="twitter:title" content={fullTitle} />
      <meta name="twitter:description" content={text} />
      {imageUrl ? <meta name="twitter:image" content={imageUrl} /> : null}
      <JsonLd data={structured} />
    </>
  );
}
