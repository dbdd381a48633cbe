import { Elysia } from 'elysia';
import { z } from 'zod';
import { authorProfileInputSchema } from '~/shared/schemas/author-profile';
import { idParamSchema } from '~/shared/schemas/common';
import { clientAddress } from '../../http/client-address';
import { HttpError } from '../../http/errors';
import type { Services } from '../../services';
import { adminSession } from '../auth/admin-gate';
import { ProfileNameTakenError } from './service';

const idParams = z.object({ id: idParamSchema });
const NOT_FOUND = 'Author profile not found';

/** A name another profile has is a 409; the service checks it in the write's own transaction. */
function refuseTakenName(error: unknown): never {
  if (error instanceof ProfileNameTakenError) {
    throw new HttpError(409, `An author profile named "${error.profileName}" already exists`);
  }
  throw error;
}

/** The back office's author profile endpoints. */
export function adminAuthorProfileRoutes(services: Services) {
  return new Elysia({ name: 'admin-author-profiles' })
    .use(adminSession(services))
    .get('/api/admin/author-profiles', () => services.authors.listProfiles())
    .post(
      '/api/admin/author-profiles',
      async ({ body, set }) => {
        const profile = await services.authors.createProfile(body).catch(refuseTakenName);
        set.status = 201;
        return profile;
      },
      { body: authorProfileInputSchema },
    )
    .patch(
      '/api/admin/author-profiles/:id',
      async ({ params, body }) => {
        const profile = await services.authors
          .updateProfile(params.id, body)
          .catch(refuseTakenName);
        if (!profile) throw new HttpError(404, NOT_FOUND);
        return profile;
      },
      { params: idParams, body: authorProfileInputSchema },
    )
    .delete(
      '/api/admin/author-profiles/:id',
      async ({ admin, params, request, set }) => {
        const name = (await services.authors.listProfiles()).find(
          (profile) => profile.id === params.id,
        )?.name;
        if (!(await services.authors.deleteProfile(params.id))) {
          throw new HttpError(404, NOT_FOUND);
        }
        await services.audit.record({
          actor: admin,
          action: 'author-profile.delete',
          target: name ?? null,
          address: clientAddress(request),
        });
        set.status = 204;
      },
      { params: idParams },
    );
}
