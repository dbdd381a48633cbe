/**
 * What PageMeta draws (./page-meta.tsx): the server renders it into every
 * page, the browser only on a client navigation, so its code and the
 * structured data and share card builders it hands the pages are their own
 * chunk.
 */
import type { ComponentType, ReactNode } from 'react';
import { metaDescription } from '~/shared/meta-description';
import * as shareCards from '~/shared/share-cards';
import { siteConfig } from '~/shared/site-config';
import * as structuredData from '~/shared/structured-data';
import { useSiteRuntime } from '../site-context';
import { type PageMetaProps, pageTitle } from './page-meta';

const { SHARE_CARD_HEIGHT, SHARE_CARD_TYPE, SHARE_CARD_WIDTH } = shareCards;

/** What a page's card, structured data and article properties are built with. */
export const metaBuilders = { ...structuredData, ...shareCards };

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

function ArticleTags({
  article,
  siteUrl,
}: {
  article: structuredData.ArticleSocial;
  siteUrl: string;
}) {
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

export interface HeadTagsProps {
  /** Everything the tags are drawn from: the server keeps their markup under these. */
  by: readonly unknown[];
  children: ReactNode;
}

/** What draws the tags React hoists into the head: as they are, or the server's kept markup (kept-head.tsx). */
let HeadTags: ComponentType<HeadTagsProps> = ({ children }) => children;

/**
 * On the server only (kept-head.tsx): the head's tags are drawn by `Server`
 * for the length of a synchronous `draw`.
 */
export function drawHeadTagsWith<T>(Server: ComponentType<HeadTagsProps>, draw: () => T): T {
  const drawn = HeadTags;
  HeadTags = Server;
  try {
    return draw();
  } finally {
    HeadTags = drawn;
  }
}

/**
 * The title, description, canonical link and social tags of a page. React
 * hoists these into <head>, on the server and on client navigation alike.
 */
export function PageMetaTags({
  title,
  description,
  path,
  card: buildCard,
  type = 'website',
  noindex,
  jsonLd,
  feeds,
  article: buildArticle,
}: PageMetaProps) {
  const { siteUrl } = useSiteRuntime();
  const fullTitle = pageTitle(title);
  const text = metaDescription(description ?? siteConfig.description);
  const url = `${siteUrl}${path}`;
  const card = buildCard?.(metaBuilders) ?? shareCards.siteCard();
  const imageUrl = `${siteUrl}${card.path}`;
  const article = buildArticle?.(metaBuilders);
  const structured =
    jsonLd?.(metaBuilders) ?? structuredData.jsonLdGraph(structuredData.websiteNode(siteUrl));
  return (
    <>
      <HeadTags
        by={[fullTitle, text, url, feeds, noindex, type, imageUrl, card.alt, article, siteUrl]}
      >
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
        <meta property="og:image" content={imageUrl} />
        <meta property="og:image:type" content={SHARE_CARD_TYPE} />
        <meta property="og:image:width" content={String(SHARE_CARD_WIDTH)} />
        <meta property="og:image:height" content={String(SHARE_CARD_HEIGHT)} />
        <meta property="og:image:alt" content={card.alt} />
        {type === 'article' && article ? <ArticleTags article={article} siteUrl={siteUrl} /> : null}
        <meta name="twitter:card" content="summary_large_image" />
        <meta name="twitter:title" content={fullTitle} />
        <meta name="twitter:description" content={text} />
        <meta name="twitter:image" content={imageUrl} />
        <meta name="twitter:image:alt" content={card.alt} />
      </HeadTags>
      <JsonLd data={structured} />
    </>
  );
}
