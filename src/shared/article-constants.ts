/**
 * Article vocabularies, kept apart from the zod schemas so reader pages can
 * use them without shipping the validation library.
 */
export const ARTICLE_STATUSES = [
  'draft',
  'developing',
  'verified',
  'breaking',
  'published',
] as const;
export type ArticleStatus = (typeof ARTICLE_STATUSES)[number];

/** Statuses a reader may see: every stored status but draft, which is never public. */
export const PUBLIC_ARTICLE_STATUSES = ['developing', 'verified', 'breaking', 'published'] as const;

/** Statuses that count towards an author's published work on the author page. */
export const COUNTED_ARTICLE_STATUSES = ['verified', 'breaking', 'published'] as const;

export const IMAGE_POSITIONS = ['top', 'center', 'bottom'] as const;
export type ImagePosition = (typeof IMAGE_POSITIONS)[number];

export const MIN_READ_TIME = 1;
export const MAX_READ_TIME = 60;
