import { Elysia } from 'elysia';
import { z } from 'zod';
import { authorProfileInputSchema } from '~/shared/schemas/author-profile';
import { idParamSchema } from '~/shared/schemas/common';
import { clientAddress } from '../../http/client-address';
import { HttpError } from '../../http/errors';
import type { Services } from '../../services';
import { adminSession } from '../auth/admin-gate';

const idParams = z.object({ id: idParamSchema });
const NOT_FOUND = 'Author profile not found';

function nameTaken(name: string): HttpError {
  return new HttpError(409, `An author profile named "${name}" already exists`);
}

/** The back office's author profile endpoints. */
export function adminAuthorProfileRoutes(services: Services) {
  return (
    new Elysia({ name: 'admin-author-profiles' })
      .use(adminSession(services))
      .get('/api/admin/author-profiles', () => services.authors.listProfiles())
      // The name check and the write run in one synchronous handler, so no
      // other request can take the name in between.
      .post(
        '/api/admin/author-profiles',
        ({ body, set }) => {
          if (services.authors.isProfileNameTaken(body.name)) throw nameTaken(body.name);
          set.status = 201;
          return services.authors.createProfile(body);
        },
        { body: authorProfileInputSchema },
      )
      .patch(
        '/api/admin/author-profiles/:id',
        ({ params, body }) => {
          if (services.authors.isProfileNameTaken(body.name, params.id)) throw nameTaken(body.name);
          const profile = services.authors.updateProfile(params.id, body);
          if (!profile) throw new HttpError(404, NOT_FOUND);
          return profile;
        },
        { params: idParams, body: authorProfileInputSchema },
      )
      .delete(
        '/api/admin/author-profiles/:id',
        ({ admin, params, request, set }) => {
          const name = services.authors
            .listProfiles()
            .find((profile) => profile.id === params.id)?.name;
          if (!services.authors.deleteProfile(params.id)) throw new HttpError(404, NOT_FOUND);
          services.audit.record({
            actor: admin,
            action: 'author-profile.delete',
            target: name ?? null,
            address: clientAddress(request),
          });
          set.status = 204;
        },
        { params: idParams },
      )
  );
}
