import { z } from 'zod';
import {
  ARTICLE_STATUSES,
  type ArticleStatus,
  IMAGE_POSITIONS,
  type ImagePosition,
  MAX_READ_TIME,
  MIN_READ_TIME,
} from '../article-constants';
import { SECTION_SLUGS } from '../sections';
import { imageUrlOrEmpty } from './common';
import type { MediaText } from './media';

export type { ArticleStatus, ImagePosition };
export { ARTICLE_STATUSES, IMAGE_POSITIONS };

export const MAX_CHANGE_NOTE = 500;

export const SLUG_MESSAGE = 'Slug must contain only lowercase letters, numbers, and hyphens';

export const slugSchema = z
  .string()
  .min(1, 'Slug is required')
  .regex(/^[a-z0-9-]+$/, SLUG_MESSAGE);

/** The article payload, validated by the admin API and the article form. */
export const articleInputSchema = z.object({
  title: z
    .string()
    .trim()
    .min(1, 'Title is required')
    .max(300, 'Title must be less than 300 characters'),
  slug: slugSchema,
  section: z.enum(SECTION_SLUGS, { error: 'Section must be one of the ten sections' }),
  summary: z.string().trim().min(1, 'Summary is required'),
  content: z.string().trim().min(1, 'Content is required'),
  author: z.string().trim().min(1, 'Author is required'),
  date: z.string().trim().min(1, 'Publication date is required'),
  image: imageUrlOrEmpty().default(''),
  imagePosition: z
    .enum(IMAGE_POSITIONS, { error: 'Image position must be top, center or bottom' })
    .default('center'),
  status: z.enum(ARTICLE_STATUSES, {
    error: 'Status must be one of draft, developing, verified, breaking, published',
  }),
  tags: z.array(z.string().trim().min(1)).default([]),
  featured: z.boolean().default(false),
  readTime: z
    .number({ error: 'Read time is required' })
    .int('Read time must be a whole number of minutes')
    .min(MIN_READ_TIME, 'Read time must be at least 1 minute')
    .max(MAX_READ_TIME, 'Read time must be 60 minutes or less')
    .default(MIN_READ_TIME),
  additionalImages: z.array(imageUrlOrEmpty().pipe(z.string().min(1))).default([]),
  /** Why this version was saved, shown in the article's history. */
  changeNote: z
    .string()
    .trim()
    .max(MAX_CHANGE_NOTE, `Change note must be less than ${MAX_CHANGE_NOTE} characters`)
    .nullish(),
  /**
   * When the article becomes public: a time to come schedules it (public
   * nowhere until then), a past one dates its publication; null drops a
   * schedule. Left out, the stored time stands (or the first save that is
   * not a draft sets it).
   */
  publishedAt: z.iso
    .datetime({ offset: true, error: 'Publish time must be an ISO date and time' })
    .nullish(),
  /**
   * The version the editor loaded. When someone has saved since, the save is
   * refused (409) rather than overwriting their work.
   */
  version: z
    .number({ error: 'Version must be a number' })
    .int('Version must be a whole number')
    .min(1, 'Version must be at least 1')
    .optional(),
});

export type ArticleInput = z.input<typeof articleInputSchema>;
export type ValidArticleInput = z.output<typeof articleInputSchema>;

/** An article as the API returns it; dates are ISO strings. */
export interface Article {
  id: number;
  slug: string;
  title: string;
  section: string;
  summary: string;
  content: string;
  author: string;
  date: string;
  dateDisplay: string | null;
  image: string | null;
  imagePosition: ImagePosition;
  additionalImages: string[];
  status: ArticleStatus;
  tags: string[];
  featured: boolean;
  readTime: number;
  createdAt: string;
  updatedAt: string;
  publishedAt: string | null;
  version: number;
  authorId: number | null;
}

/** An article as its reader page receives it: with the alt text and captions of its uploaded images, by URL. */
export interface PublicArticle extends Article {
  imageTexts: Record<string, MediaText>;
}

/** An article as the back office receives it: with the newsroom's own record of it. */
export interface AdminArticle extends Article {
  /** The username of the account that created it; null for the demo content and imports. */
  createdBy: string | null;
  /** The username of whoever saved the current version, and the note they left. */
  savedBy: string | null;
  changeNote: string | null;
}

/** A row of the back office's list: a teaser with its newsroom record. */
export type AdminArticleTeaser = ArticleTeaser &
  Pick<AdminArticle, 'createdBy' | 'savedBy' | 'changeNote'>;

/**
 * An article as a card shows it: everything but the body. Lists of cards
 * (home, sections, authors, related articles) carry no body, so a page's
 * boot data stays small.
 */
export type ArticleTeaser = Omit<Article, 'content'>;
