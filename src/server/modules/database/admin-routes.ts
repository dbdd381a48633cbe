import { Elysia } from 'elysia';
import { exportFileName } from '~/shared/export-file-name';
import { clientAddress } from '../../http/client-address';
import { HttpError } from '../../http/errors';
import type { Services } from '../../services';
import { adminSession } from '../auth/admin-gate';
import { DatabaseImportError } from './service';

/** Pieces of the export are sent in chunks of about this many bytes. */
const CHUNK_BYTES = 64 * 1024;

/**
 * Text pieces as a byte stream, produced as the client reads: a slow
 * download holds one chunk in memory, not the whole export. A client that
 * goes away stops the pieces (and whatever they hold open).
 */
function streamOf(pieces: Generator<string>): ReadableStream<Uint8Array> {
  const encoder = new TextEncoder();
  return new ReadableStream<Uint8Array>({
    pull(controller) {
      let chunk = '';
      while (chunk.length < CHUNK_BYTES) {
        const next = pieces.next();
        if (next.done) {
          if (chunk) controller.enqueue(encoder.encode(chunk));
          controller.close();
          return;
        }
        chunk += next.value;
      }
      controller.enqueue(encoder.encode(chunk));
    },
    cancel() {
      pieces.return(undefined);
    },
  });
}

/** Moving a whole newsroom between environments: export to JSON, import it back. */
export function adminDatabaseRoutes(services: Services) {
  return (
    new Elysia({ name: 'admin-database' })
      .use(adminSession(services))
      // Streamed as it is read from the database, named for the day it was taken.
      .get('/api/admin/export-database', async ({ admin, request, set }) => {
        const now = new Date();
        const articleCount = await services.adminArticles.count();
        services.audit.record({
          actor: admin,
          action: 'database.export',
          detail: `${articleCount} articles`,
          address: clientAddress(request),
        });
        set.headers['content-type'] = 'application/json; charset=utf-8';
        set.headers['content-disposition'] = `attachment; filename="${exportFileName(now)}"`;
        return new Response(streamOf(services.database.exportText(now)));
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
