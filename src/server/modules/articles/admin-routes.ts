import { Elysia } from 'elysia';
import { z } from 'zod';
import { articleInputSchema } from '~/shared/schemas/article';
import {
  adminArticleCountsQuerySchema,
  adminArticleQuerySchema,
} from '~/shared/schemas/article-query';
import { idParamSchema } from '~/shared/schemas/common';
import { HttpError } from '../../http/errors';
import type { Services } from '../../services';
import { adminSession } from '../auth/admin-gate';
import type { ArticleWriteResult } from './admin-service';

const idParams = z.object({ id: idParamSchema });

/** The saved article, or the refusal as the HTTP error the editor sees. */
function savedArticle(result: ArticleWriteResult, slug: string) {
  if (result.ok) return result.article;
  switch (result.reason) {
    case 'slug-taken':
      throw new HttpError(409, `An article with the slug "${slug}" already exists`);
    case 'not-found':
      throw new HttpError(404, 'Article not found');
    case 'content-empty':
      throw new HttpError(422, 'content: Content is empty once unsafe HTML is removed');
  }
}

/** The back office's article endpoints: every status, drafts included. */
export function adminArticleRoutes(services: Services) {
  return new Elysia({ name: 'admin-articles' })
    .use(adminSession(services))
    .get(
      '/api/admin/articles',
      ({ query, set }) => {
        // One page of teasers, as the public list pages: the total in a header.
        const page = services.adminArticles.listAdmin(query);
        set.headers['x-total-count'] = String(page.total);
        return page.articles;
      },
      { query: adminArticleQuerySchema },
    )
    .get('/api/admin/article-counts', ({ query }) => services.adminArticles.countsByStatus(query), {
      query: adminArticleCountsQuerySchema,
    })
    .get(
      '/api/admin/articles/:id',
      ({ params }) => {
        const article = services.adminArticles.findById(params.id);
        if (!article) throw new HttpError(404, 'Article not found');
        return article;
      },
      { params: idParams },
    )
    .post(
      '/api/admin/articles',
      ({ body, set }) => {
        const article = savedArticle(services.adminArticles.create(body), body.slug);
        set.status = 201;
        return article;
      },
      { body: articleInputSchema },
    )
    .patch(
      '/api/admin/articles/:id',
      ({ params, body }) => savedArticle(services.adminArticles.update(params.id, body), body.slug),
      { params: idParams, body: articleInputSchema },
    )
    .delete(
      '/api/admin/articles/:id',
      ({ params, set }) => {
        if (!services.adminArticles.deleteById(params.id))
          throw new HttpError(404, 'Article not found');
        set.status = 204;
      },
      { params: idParams },
    );
}
