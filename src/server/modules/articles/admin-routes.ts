import { Elysia } from 'elysia';
import { z } from 'zod';
import { type AdminArticle, type Article, articleInputSchema } from '~/shared/schemas/article';
import {
  adminArticleCountsQuerySchema,
  adminArticleQuerySchema,
} from '~/shared/schemas/article-query';
import { idParamSchema } from '~/shared/schemas/common';
import { staleSaveMessage } from '~/shared/stale-save';
import { clientAddress } from '../../http/client-address';
import { HttpError } from '../../http/errors';
import { noteSavedArticle } from '../../http/write-change';
import type { Services } from '../../services';
import { adminSession } from '../auth/admin-gate';
import type { ArticleWriteResult } from './admin-service';

const idParams = z.object({ id: idParamSchema });

/** The saved article, or the refusal as the HTTP error the editor sees. */
export function savedArticle(result: ArticleWriteResult, slug: string) {
  if (result.ok) return result.article;
  switch (result.reason) {
    case 'stale':
      throw new HttpError(409, staleSaveMessage(result.current));
    case 'slug-taken':
      throw new HttpError(409, `An article with the slug "${slug}" already exists`);
    case 'not-found':
      throw new HttpError(404, 'Article not found');
    case 'content-empty':
      throw new HttpError(422, 'content: Content is empty once unsafe HTML is removed');
    case 'forbidden':
      throw new HttpError(403, result.message);
  }
}

/** The back office's article endpoints: every status, drafts included. */
export function adminArticleRoutes(services: Services) {
  const asAdminArticle = async (article: Article): Promise<AdminArticle> =>
    (await services.adminArticles.withNewsroomRecord([article]))[0]!;
  return new Elysia({ name: 'admin-articles' })
    .use(adminSession(services))
    .get(
      '/api/admin/articles',
      async ({ query, set }) => {
        // One page of teasers, as the public list pages: the total in a header.
        const page = await services.adminArticles.listAdmin(query);
        set.headers['x-total-count'] = String(page.total);
        return services.adminArticles.withNewsroomRecord(page.articles);
      },
      { query: adminArticleQuerySchema },
    )
    .get('/api/admin/article-counts', ({ query }) => services.adminArticles.countsByStatus(query), {
      query: adminArticleCountsQuerySchema,
    })
    .get(
      '/api/admin/articles/:id',
      async ({ params }) => {
        const article = await services.adminArticles.findById(params.id);
        if (!article) throw new HttpError(404, 'Article not found');
        return asAdminArticle(article);
      },
      { params: idParams },
    )
    .post(
      '/api/admin/articles',
      async ({ admin, body, request, set }) => {
        const { result, saved } = await services.articleSaves.save({
          admin,
          address: clientAddress(request),
          input: body,
        });
        savedArticle(result, body.slug);
        if (result.ok) noteSavedArticle(request, null, result.article);
        set.status = 201;
        return saved!;
      },
      { body: articleInputSchema },
    )
    .patch(
      '/api/admin/articles/:id',
      async ({ admin, params, body, request }) => {
        const { result, saved } = await services.articleSaves.save({
          admin,
          address: clientAddress(request),
          input: body,
          id: params.id,
        });
        savedArticle(result, body.slug);
        if (result.ok) noteSavedArticle(request, result.previous ?? null, result.article);
        return saved!;
      },
      { params: idParams, body: articleInputSchema },
    )
    .delete(
      '/api/admin/articles/:id',
      async ({ admin, params, request, set }) => {
        const article = await services.adminArticles.findById(params.id);
        if (!article || !(await services.adminArticles.deleteById(params.id)))
          throw new HttpError(404, 'Article not found');
        await services.audit.record({
          actor: admin,
          action: 'article.delete',
          target: article.title,
          detail: `/${article.slug}, version ${article.version}`,
          address: clientAddress(request),
        });
        set.status = 204;
      },
      { params: idParams },
    );
}
