import { Elysia } from 'elysia';
import { clientAddress } from '../../http/client-address';
import { HttpError } from '../../http/errors';
import type { Services } from '../../services';
import { adminSession } from '../auth/admin-gate';
import { DatabaseImportError } from './service';

/** Moving a whole newsroom between environments: export to JSON, import it back. */
export function adminDatabaseRoutes(services: Services) {
  return (
    new Elysia({ name: 'admin-database' })
      .use(adminSession(services))
      .get('/api/admin/export-database', ({ admin, request }) => {
        const file = services.database.exportDatabase();
        services.audit.record({
          actor: admin,
          action: 'database.export',
          detail: `${file.data.articles.length} articles, ${file.data.users.length} users`,
          address: clientAddress(request),
        });
        return file;
      })
      // The body is checked record by record by the service, which names the
      // failing record (`articles[3].slug: ...`) rather than a schema path.
      .post('/api/admin/import-database', ({ admin, body, request }) => {
        try {
          const result = services.database.importDatabase(body);
          services.audit.record({
            actor: admin,
            action: 'database.import',
            detail: Object.entries(result.imported)
              .map(([table, added]) => `${table} ${added}`)
              .join(', '),
            address: clientAddress(request),
          });
          return result;
        } catch (error) {
          if (error instanceof DatabaseImportError) throw new HttpError(422, error.message);
          throw error;
        }
      })
  );
}
