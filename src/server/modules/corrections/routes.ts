import { Elysia } from 'elysia';
import { z } from 'zod';
import { idParamSchema } from '~/shared/schemas/common';
import {
  type ArticleCorrection,
  CORRECTIONS_WINDOW_DAYS,
  correctionInputSchema,
  type RecentCorrection,
} from '~/shared/schemas/correction';
import { clientAddress } from '../../http/client-address';
import { HttpError } from '../../http/errors';
import type { Services } from '../../services';
import { adminSession } from '../auth/admin-gate';

/** What readers see: an article's notes, and every note of the last 30 days. */
export function publicCorrectionRoutes(services: Services) {
  return new Elysia({ name: 'public-corrections' })
    .get(
      '/api/articles/:reference/corrections',
      async ({ params }): Promise<ArticleCorrection[]> => {
        const article = await services.articles.findPublic(params.reference);
        if (!article) throw new HttpError(404, 'Article not found');
        return services.corrections.forArticle(article.id);
      },
    )
    .get('/api/corrections', (): RecentCorrection[] =>
      services.corrections.recent(CORRECTIONS_WINDOW_DAYS),
    );
}

/** Appending a correction or update: editors and admins (the route policy says who). */
export function adminCorrectionRoutes(services: Services) {
  return new Elysia({ name: 'admin-corrections' }).use(adminSession(services)).post(
    '/api/admin/articles/:id/corrections',
    async ({ admin, params, body, request, set }): Promise<ArticleCorrection> => {
      const result = services.corrections.add(params.id, body, admin.id);
      if (result.ok) {
        services.audit.record({
          actor: admin,
          action: 'article.correct',
          target: (await services.adminArticles.findById(params.id))?.title ?? null,
          detail: `${result.correction.kind}: ${result.correction.text}`,
          address: clientAddress(request),
        });
        set.status = 201;
        return result.correction;
      }
      if (result.reason === 'not-found') throw new HttpError(404, 'Article not found');
      throw new HttpError(
        409,
        'Corrections are for published articles; this one is a draft or not out yet',
      );
    },
    { params: z.object({ id: idParamSchema }), body: correctionInputSchema },
  );
}
