/**
 * Share cards: the picture a link shows when it is shared (Open Graph and X
 * cards). Every page names a raster card the server draws on first request;
 * its URL carries a version, so a change to what the card shows gives a new
 * URL and the old one can be cached for good.
 */
import { siteConfig } from './site-config';

/** The size X, Facebook, Slack and iMessage all show large without cropping. */
export const SHARE_CARD_WIDTH = 1200;
export const SHARE_CARD_HEIGHT = 630;
export const SHARE_CARD_TYPE = 'image/jpeg';

/**
 * Bumped whenever the cards' design changes, so every card gets a new URL and
 * caches that kept the old pictures forever fetch the new ones.
 */
export const SHARE_CARD_DESIGN = 'v1';

export interface ShareCard {
  /** Site-relative URL of the card image. */
  path: string;
  /** What the card shows, for og:image:alt and twitter:image:alt. */
  alt: string;
}

/** A timestamp as a short, URL-safe version stamp; "0" when there is none. */
function stamp(time: string | null | undefined): string {
  const ms = time ? Date.parse(time) : Number.NaN;
  return Number.isNaN(ms) ? '0' : ms.toString(36);
}

/** The version of a card drawn from data last changed at `changedAt`. */
export function shareCardVersion(changedAt?: string | null): string {
  return changedAt === undefined ? SHARE_CARD_DESIGN : `${SHARE_CARD_DESIGN}-${stamp(changedAt)}`;
}

function cardPath(kind: string, key: string | null, version: string): string {
  return `/cards/${kind}/${key === null ? '' : `${encodeURIComponent(key)}/`}${version}.jpg`;
}

/** The site's own card: home, search, the reporters list, static pages. */
export function siteCard(): ShareCard {
  return {
    path: cardPath('site', null, shareCardVersion()),
    alt: `${siteConfig.name}: ${siteConfig.tagline}`,
  };
}

export function sectionCard(section: { slug: string; name: string }): ShareCard {
  return {
    path: cardPath('section', section.slug, shareCardVersion()),
    alt: `${section.name} - ${siteConfig.name}`,
  };
}

/** An article's card changes whenever the article is saved. */
export function articleCard(article: { id: number; title: string; updatedAt: string }): ShareCard {
  return {
    path: cardPath('article', String(article.id), shareCardVersion(article.updatedAt)),
    alt: `${article.title} - ${siteConfig.name}`,
  };
}

/** A reporter's card changes whenever their profile is saved (none: version 0). */
export function authorCard(name: string, profileUpdatedAt: string | null): ShareCard {
  return {
    path: cardPath('author', name, shareCardVersion(profileUpdatedAt)),
    alt: `${name} - ${siteConfig.name}`,
  };
}
