import { Elysia } from 'elysia';
import { z } from 'zod';
import { ARTICLE_STATUSES } from '~/shared/article-constants';
import { idParamSchema } from '~/shared/schemas/common';
import { SECTION_SLUGS } from '~/shared/sections';
import { HttpError } from '../../http/errors';
import type { Services } from '../../services';
import { adminSession } from '../auth/admin-gate';

/**
 * An empty filter (`?status=`) means no filter. Messages leave out the field:
 * the error handler names it ("status: must be one of ...").
 */
const optional = <T extends z.ZodType>(schema: T) =>
  z.preprocess((value) => (value === '' ? undefined : value), schema.optional());

/**
 * Query of GET /api/admin/articles. It belongs beside the public one in
 * shared/schemas/article-query.ts; it lives here until that file is free.
 */
export const adminArticleQuerySchema = z.object({
  q: z.string().trim().max(200, 'must be at most 200 characters').optional(),
  status: optional(
    z.enum(ARTICLE_STATUSES, { error: `must be one of ${ARTICLE_STATUSES.join(', ')}` }),
  ),
  section: optional(z.enum(SECTION_SLUGS, { error: `must be one of ${SECTION_SLUGS.join(', ')}` })),
});

const idParams = z.object({ id: idParamSchema });

/** The back office's article endpoints: every status, drafts included. */
export function adminArticleRoutes(services: Services) {
  return new Elysia({ name: 'admin-articles' })
    .use(adminSession(services))
    .get('/api/admin/articles', ({ query }) => services.articles.listAdmin(query), {
      query: adminArticleQuerySchema,
    })
    .get(
      '/api/admin/articles/:id',
      ({ params }) => {
        const article = services.articles.findById(params.id);
        if (!article) throw new HttpError(404, 'Article not found');
        return article;
      },
      { params: idParams },
    )
    .delete(
      '/api/admin/articles/:id',
      ({ params, set }) => {
        if (!services.articles.deleteById(params.id)) throw new HttpError(404, 'Article not found');
        set.status = 204;
      },
      { params: idParams },
    );
}
