import { Elysia } from 'elysia';
import { HttpError } from '../../http/errors';
import type { Services } from '../../services';

export function publicAuthorRoutes(services: Services) {
  return new Elysia({ name: 'public-authors' })
    .get('/api/authors', () => services.authors.listSummaries())
    .get('/api/author-profiles/:name', async ({ params }) => {
      const profile = await services.authors.findProfileByName(params.name);
      if (!profile) throw new HttpError(404, 'Author profile not found');
      return profile;
    });
}
