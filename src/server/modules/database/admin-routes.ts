import { Elysia } from 'elysia';
import { HttpError } from '../../http/errors';
import type { Services } from '../../services';
import { adminSession } from '../auth/admin-gate';
import { DatabaseImportError } from './service';

/** Moving a whole newsroom between environments: export to JSON, import it back. */
export function adminDatabaseRoutes(services: Services) {
  return (
    new Elysia({ name: 'admin-database' })
      .use(adminSession(services))
      .get('/api/admin/export-database', () => services.database.exportDatabase())
      // The body is checked record by record by the service, which names the
      // failing record (`articles[3].slug: ...`) rather than a schema path.
      .post('/api/admin/import-database', ({ body }) => {
        try {
          return services.database.importDatabase(body);
        } catch (error) {
          if (error instanceof DatabaseImportError) throw new HttpError(422, error.message);
          throw error;
        }
      })
  );
}
