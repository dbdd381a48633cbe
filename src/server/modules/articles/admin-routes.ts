import { Elysia } from 'elysia';
import { z } from 'zod';
import { adminArticleQuerySchema } from '~/shared/schemas/article-query';
import { idParamSchema } from '~/shared/schemas/common';
import { HttpError } from '../../http/errors';
import type { Services } from '../../services';
import { adminSession } from '../auth/admin-gate';

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
