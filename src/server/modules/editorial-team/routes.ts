import { Elysia } from 'elysia';
import type { Services } from '../../services';

export function publicEditorialTeamRoutes(services: Services) {
  return new Elysia({ name: 'public-editorial-team' }).get('/api/editorial-team', () =>
    services.editorialTeam.listActive(),
  );
}
