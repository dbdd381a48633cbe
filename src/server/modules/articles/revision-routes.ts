import { Elysia } from 'elysia';
import { z } from 'zod';
import type { ArticleRevision, ArticleRevisionSummary } from '~/shared/schemas/article-revision';
import { revisionRestoreSchema } from '~/shared/schemas/article-revision';
import { idParamSchema } from '~/shared/schemas/common';
import { HttpError } from '../../http/errors';
import type { Services } from '../../services';
import { adminSession } from '../auth/admin-gate';
import { savedArticle } from './admin-routes';
import { saveRefusal } from './publish-permission';

const idParams = z.object({ id: idParamSchema });
const versionParams = z.object({
  id: idParamSchema,
  version: idParamSchema,
});

/** An article's history: its versions, one version in full, and restoring one as a new version. */
export function adminRevisionRoutes(services: Services) {
  return new Elysia({ name: 'admin-article-revisions' })
    .use(adminSession(services))
    .get(
      '/api/admin/articles/:id/revisions',
      async ({ params }): Promise<ArticleRevisionSummary[]> => {
        const list = await services.articleRevisions.list(params.id);
        if (!list) throw new HttpError(404, 'Article not found');
        return list;
      },
      { params: idParams },
    )
    .get(
      '/api/admin/articles/:id/revisions/:version',
      async ({ params }): Promise<ArticleRevision> => {
        const revision = await services.articleRevisions.find(params.id, params.version);
        if (revision) return revision;
        if (!(await services.adminArticles.findById(params.id))) {
          throw new HttpError(404, 'Article not found');
        }
        throw new HttpError(404, `This article has no version ${params.version}`);
      },
      { params: versionParams },
    )
    .post(
      '/api/admin/articles/:id/revisions/:version/restore',
      async ({ admin, params, body }) => {
        const result = await services.articleRevisions.restore(params.id, params.version, {
          savedBy: admin.id,
          changeNote: body.changeNote,
          loadedVersion: body.version,
          // What a restore keeps, it keeps as it stands: only ownership can refuse it.
          refusal: (stored) => saveRefusal(admin, stored, stored),
        });
        if (!result) throw new HttpError(404, `This article has no version ${params.version}`);
        // The slug is the article's own: a restore never changes it.
        const article = savedArticle(result, '');
        return (await services.adminArticles.withNewsroomRecord([article]))[0]!;
      },
      { params: versionParams, body: revisionRestoreSchema },
    );
}
