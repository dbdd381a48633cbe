import { createElement, Suspense, use } from 'react';
import type { ShareCard } from '~/shared/share-cards';
import { siteConfig } from '~/shared/site-config';
import type { ArticleSocial } from '~/shared/structured-data';
import { addressNow } from '../lib/address-now';
import type { metaBuilders, PageMetaTags } from './page-meta-tags';

/** What a page builds its card, structured data and article properties with. */
type MetaBuilders = typeof metaBuilders;

export interface PageMetaProps {
  /** The page's own title; the site name is appended. */
  title: string;
  description?: string;
  /** Site-relative canonical path, e.g. "/section/cosmic-watch". */
  path: string;
  /** The picture a shared link shows; the site's own card unless the page has one. */
  card?: (build: MetaBuilders) => ShareCard;
  type?: 'website' | 'article';
  noindex?: boolean;
  /** Structured data for this page; defaults to the WebSite. */
  jsonLd?: (build: MetaBuilders) => Record<string, unknown>;
  /**
   * A page with feeds of its own (a section, an author): its RSS and Atom
   * feeds at `{path}/rss.xml` and `{path}/atom.xml`, besides the site's.
   */
  feeds?: { title: string; path: string };
  /** Open Graph article properties, for `type="article"`. */
  article?: (build: MetaBuilders) => ArticleSocial;
}

/**
 * What PageMeta put into the served page's head: the Document's own tags
 * (the site's feeds among them) are left out.
 */
const SERVED_TAGS =
  'head>title,head>meta[name=description],head>meta[name=robots],head>meta[property],head>meta[name^="twitter:"],head>link[rel=canonical],head>link[rel=alternate]:not([href="/rss.xml"]):not([href="/atom.xml"])';

interface ServedTag {
  tag: string;
  props: Record<string, string>;
  text: string;
}

interface Served {
  /** The address the page was served at. */
  address: string;
  tags: ServedTag[];
  jsonLd: string;
}

/**
 * The served page's tags, read before hydration: undefined on the server and
 * for a page served without a title. A back-office page's tags (AdminMeta)
 * are read too, and never used: no PageMeta is drawn at its address.
 */
const served = ((): Served | undefined => {
  if (typeof document === 'undefined' || !document.querySelector('head>title')) return undefined;
  return {
    address: addressNow(),
    tags: [...document.querySelectorAll(SERVED_TAGS)].map((element) => ({
      tag: element.localName,
      props: Object.fromEntries([...element.attributes].map((a) => [a.name, a.value])),
      text: element.textContent ?? '',
    })),
    jsonLd: document.querySelector('script[type="application/ld+json"]')?.textContent ?? '',
  };
})();

/**
 * The title and path of the page the served tags describe, set by the first
 * PageMeta drawn in the browser: the hydrated page's, or none (null) when a
 * client navigation drew the first one.
 */
let servedPage: string | null | undefined;

/**
 * The served page's tags as React elements, so that hydration takes over the
 * served ones (React matches head tags by their content) and removes them
 * when the page changes.
 */
function ServedTags({ tags, jsonLd }: Served) {
  return (
    <>
      {tags.map(({ tag, props, text }, index) =>
        // The served head, read once, never reordered: its order is its key.
        createElement(tag, { key: index, ...props }, tag === 'title' ? text : undefined),
      )}
      {/* biome-ignore lint/security/noDangerouslySetInnerHtml: the server's own escaped JSON, read back from the page */}
      <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: jsonLd }} />
    </>
  );
}

let Tags: typeof PageMetaTags | undefined;
let pending: Promise<unknown> | undefined;

/**
 * Loads what draws a page's tags: the server awaits it before every render,
 * a client navigation to a reader page before it draws the page.
 */
export function loadPageMeta(): Promise<unknown> {
  pending ??= import('./page-meta-tags').then(
    (module) => {
      Tags = module.PageMetaTags;
    },
    (error: unknown) => {
      // A failed download (a new deployment, the network) may be retried.
      pending = undefined;
      throw error;
    },
  );
  return pending;
}

export const pageMetaReady = (): boolean => Tags !== undefined;

/** A page's title as its tab and its tags give it: the site's name after the page's own. */
export function pageTitle(title: string): string {
  return title === siteConfig.name ? title : `${title} - ${siteConfig.name}`;
}

/** The load of the tags' code, settled either way. */
let drawable: Promise<unknown> | undefined;

function LoadedTags(props: PageMetaProps) {
  drawable ??= loadPageMeta().catch(() => undefined);
  use(drawable);
  // Without the tags' code (offline, a build since replaced) the page still has its title.
  if (!Tags) return <title>{pageTitle(props.title)}</title>;
  return <Tags {...props} />;
}

/**
 * The title, description, canonical link, social tags and structured data of
 * a page. The page the server sent keeps the tags it came with: hydration
 * draws them from the served head, and the code that builds them comes only
 * with the first client navigation (./page-meta-tags.tsx).
 */
export function PageMeta(props: PageMetaProps) {
  if (served && servedPage !== null) {
    const page = `${props.path}\n${props.title}`;
    servedPage ??= addressNow() === served.address ? page : null;
    if (page === servedPage) return <ServedTags {...served} />;
  }
  if (Tags) return <Tags {...props} />;
  // A page drawn before the code came (back or forward to a new page type, or offline).
  return (
    <Suspense fallback={null}>
      <LoadedTags {...props} />
    </Suspense>
  );
}
