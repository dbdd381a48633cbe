import { z } from 'zod';
import { SEARCH_QUERY_MAX_LENGTH, SEARCH_SORTS, SEARCH_STATUS_FILTERS } from '../search-scoring';
import { SECTION_SLUGS } from '../sections';

/**
 * An empty parameter (`?section=`) means no filter. Messages leave out the
 * field: the error handler names it ("status: must be one of ...").
 */
const optional = <T extends z.ZodType>(schema: T) =>
  z.preprocess((value) => (value === '' ? undefined : value), schema.optional());

/** Query of GET /api/search: the search page's four independent filters. */
export const searchQuerySchema = z.object({
  q: z
    .string()
    .trim()
    .max(SEARCH_QUERY_MAX_LENGTH, `must be at most ${SEARCH_QUERY_MAX_LENGTH} characters`)
    .default(''),
  section: optional(z.enum(SECTION_SLUGS, { error: `must be one of ${SECTION_SLUGS.join(', ')}` })),
  status: optional(
    z.enum(SEARCH_STATUS_FILTERS, { error: `must be one of ${SEARCH_STATUS_FILTERS.join(', ')}` }),
  ),
  sort: optional(z.enum(SEARCH_SORTS, { error: `must be one of ${SEARCH_SORTS.join(', ')}` })),
});

export type SearchQuery = z.output<typeof searchQuerySchema>;

/** Query of GET /api/search/overlay: the header overlay's words, read as the search page reads them. */
export const overlayQuerySchema = searchQuerySchema.pick({ q: true });

/** Query of GET /api/author-stats: whose published work to total. */
export const authorStatsQuerySchema = z.object({
  author: z.string().trim().min(1, 'must not be empty').max(100, 'must be at most 100 characters'),
});
