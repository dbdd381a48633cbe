import { z } from 'zod';
import { ARTICLE_STATUSES, PUBLIC_ARTICLE_STATUSES } from '../article-constants';
import { SECTION_SLUGS } from '../sections';

export const MAX_PAGE_SIZE = 100;

/**
 * Public filter labels: the search page also offers 'analysis'
 * and 'confirmed', which no stored article carries, so they match nothing.
 */
export const PUBLIC_STATUS_FILTERS = [...PUBLIC_ARTICLE_STATUSES, 'analysis', 'confirmed'] as const;

export const ARTICLE_SORTS = ['newest', 'oldest', 'title', 'readTime'] as const;
export type ArticleSort = (typeof ARTICLE_SORTS)[number];

/** Fields a list may leave out: only the body, the one large field. */
export const OMITTABLE_ARTICLE_FIELDS = ['content'] as const;

// One or more statuses, comma-separated: the one query parameter that is a list.
const statusList = z
  .string()
  .transform((value) =>
    value
      .split(',')
      .map((status) => status.trim())
      .filter(Boolean),
  )
  .pipe(
    z.array(
      z.enum(PUBLIC_STATUS_FILTERS, {
        error: `must be one or more of ${PUBLIC_STATUS_FILTERS.join(', ')}`,
      }),
    ),
  );

/**
 * Query parameters of GET /api/articles; every one optional. Messages leave
 * out the field: the error handler names it ("limit: must be at most 100...").
 */
export const publicArticleQuerySchema = z.object({
  author: z
    .string()
    .trim()
    .min(1, 'must not be empty')
    .max(100, 'must be at most 100 characters')
    .optional(),
  section: z
    .enum(SECTION_SLUGS, { error: `must be one of ${SECTION_SLUGS.join(', ')}` })
    .optional(),
  status: statusList.optional(),
  featured: z
    .enum(['true', 'false'], { error: 'must be true or false' })
    .transform((value) => value === 'true')
    .optional(),
  q: z.string().trim().max(200, 'must be at most 200 characters').optional(),
  sort: z.enum(ARTICLE_SORTS, { error: `must be one of ${ARTICLE_SORTS.join(', ')}` }).optional(),
  limit: z.coerce
    .number({ error: 'must be a number' })
    .int('must be a whole number')
    .min(1, 'must be at least 1')
    .max(
      MAX_PAGE_SIZE,
      `must be at most ${MAX_PAGE_SIZE}: a page holds at most ${MAX_PAGE_SIZE} articles`,
    )
    .optional(),
  offset: z.coerce
    .number({ error: 'must be a number' })
    .int('must be a whole number')
    .min(0, 'must be 0 or more')
    .optional(),
  /** `omit=content` lists teasers: cards never show the body, so it is not sent. */
  omit: z.enum(OMITTABLE_ARTICLE_FIELDS, { error: 'must be content' }).optional(),
});

export type PublicArticleQuery = z.output<typeof publicArticleQuerySchema>;
export type PublicArticleQueryInput = z.input<typeof publicArticleQuerySchema>;

/**
 * An empty filter (`?status=`) means no filter. Messages leave out the field:
 * the error handler names it ("status: must be one of ...").
 */
const optional = <T extends z.ZodType>(schema: T) =>
  z.preprocess((value) => (value === '' ? undefined : value), schema.optional());

/** A page size and a start, as the public list takes them. */
const limitSchema = z.coerce
  .number({ error: 'must be a number' })
  .int('must be a whole number')
  .min(1, 'must be at least 1')
  .max(
    MAX_PAGE_SIZE,
    `must be at most ${MAX_PAGE_SIZE}: a page holds at most ${MAX_PAGE_SIZE} articles`,
  );
const offsetSchema = z.coerce
  .number({ error: 'must be a number' })
  .int('must be a whole number')
  .min(0, 'must be 0 or more');

/**
 * The back office's orders: most recently edited first (the default),
 * newest publication date first, or title A-Z.
 */
export const ADMIN_ARTICLE_SORTS = ['updated', 'published', 'title'] as const;
export type AdminArticleSort = (typeof ADMIN_ARTICLE_SORTS)[number];

/**
 * Articles on a page of the admin list when it asks for none: a multiple of
 * two, three and four, so every row of the card grid is full.
 */
export const ADMIN_PAGE_SIZE = 60;

const adminStatusFilter = optional(
  z.enum(ARTICLE_STATUSES, { error: `must be one of ${ARTICLE_STATUSES.join(', ')}` }),
);
const adminSectionFilter = optional(
  z.enum(SECTION_SLUGS, { error: `must be one of ${SECTION_SLUGS.join(', ')}` }),
);
const adminSearch = z.string().trim().max(200, 'must be at most 200 characters').optional();

/**
 * Query of GET /api/admin/articles: every stored status, drafts included,
 * one page at a time.
 */
export const adminArticleQuerySchema = z.object({
  q: adminSearch,
  status: adminStatusFilter,
  section: adminSectionFilter,
  sort: optional(
    z.enum(ADMIN_ARTICLE_SORTS, { error: `must be one of ${ADMIN_ARTICLE_SORTS.join(', ')}` }),
  ),
  limit: optional(limitSchema),
  offset: optional(offsetSchema),
});

export type AdminArticleQuery = z.output<typeof adminArticleQuerySchema>;

/**
 * Query of GET /api/admin/article-counts: the list's search and section
 * filters, whose matches are counted per status.
 */
export const adminArticleCountsQuerySchema = z.object({
  q: adminSearch,
  section: adminSectionFilter,
});

export type AdminArticleCountsQuery = z.output<typeof adminArticleCountsQuerySchema>;
