import { Elysia } from 'elysia';
import { z } from 'zod';
import { breakingNewsInputSchema } from '~/shared/schemas/breaking-news';
import { idParamSchema } from '~/shared/schemas/common';
import { clientAddress } from '../../http/client-address';
import { HttpError } from '../../http/errors';
import type { Services } from '../../services';
import { adminSession } from '../auth/admin-gate';

const idParams = z.object({ id: idParamSchema });
const NOT_FOUND = 'Breaking news item not found';

/** The back office's breaking news endpoints: every item, inactive ones included. */
export function adminBreakingNewsRoutes(services: Services) {
  return (
    new Elysia({ name: 'admin-breaking-news' })
      .use(adminSession(services))
      .get('/api/admin/breaking-news', () => services.breakingNews.listAll())
      .post(
        '/api/admin/breaking-news',
        ({ admin, body, set }) => {
          set.status = 201;
          return services.breakingNews.create(body, admin.id);
        },
        { body: breakingNewsInputSchema },
      )
      // The form always sends the whole item, so PATCH takes the full payload.
      .patch(
        '/api/admin/breaking-news/:id',
        async ({ params, body }) => {
          const item = await services.breakingNews.update(params.id, body);
          if (!item) throw new HttpError(404, NOT_FOUND);
          return item;
        },
        { params: idParams, body: breakingNewsInputSchema },
      )
      .delete(
        '/api/admin/breaking-news/:id',
        async ({ admin, params, request, set }) => {
          const text = (await services.breakingNews.listAll()).find(
            (item) => item.id === params.id,
          )?.text;
          if (!(await services.breakingNews.delete(params.id))) throw new HttpError(404, NOT_FOUND);
          await services.audit.record({
            actor: admin,
            action: 'breaking-news.delete',
            target: text ?? null,
            address: clientAddress(request),
          });
          set.status = 204;
        },
        { params: idParams },
      )
  );
}
