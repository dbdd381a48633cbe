import { Elysia } from 'elysia';
import { isUsableAuthorName } from '~/shared/author-name';
import { SHARE_CARD_TYPE } from '~/shared/share-cards';
import { jsonError } from '../../http/errors';
import { IMMUTABLE } from '../../http/static-files';
import type { Services } from '../../services';
import type { CardSubject } from './card-sources';
import { createCardSources } from './card-sources';
import { CardStore } from './card-store';
import { CardsBusyError, CardWorkerClient } from './card-worker-client';

/** About 400 cards of ~80 KB. */
export const DEFAULT_CARD_CACHE_BYTES = 32 * 1024 * 1024;

/**
 * An out-of-date version (a link shared before the article changed) still
 * gets a picture, the current one, but only for a while: its URL is not the
 * card's for good.
 */
const OUTDATED_VERSION_CACHE = 'public, max-age=3600';

/** A card file name: its version, then the image type's extension. */
const CARD_FILE = /^([a-z0-9-]{1,40})\.jpg$/;

export interface ShareCardOptions {
  publicDir: string;
  workerUrl: URL;
  cacheBytes?: number;
}

/**
 * The share card images pages name in og:image and twitter:image. A card is
 * drawn on its first request, on a worker thread, and kept: no page waits
 * for one.
 */
export function createShareCards(
  services: Services,
  { publicDir, workerUrl, cacheBytes = DEFAULT_CARD_CACHE_BYTES }: ShareCardOptions,
) {
  const sources = createCardSources(services, { publicDir });
  const store = new CardStore(cacheBytes);
  const worker = new CardWorkerClient(workerUrl);
  const notFound = () => jsonError(404, { message: 'No such share card' });

  async function respond(request: Request, subject: CardSubject | null, file: string) {
    const requested = CARD_FILE.exec(file)?.[1];
    if (!subject || !requested) return notFound();
    const current = requested === subject.version;
    let card: Awaited<ReturnType<CardStore['get']>>;
    try {
      card = await store.get(`${subject.key}@${subject.version}`, async () =>
        worker.render(await subject.spec()),
      );
    } catch (error) {
      if (!(error instanceof CardsBusyError)) throw error;
      const busy = jsonError(503, { message: error.message });
      busy.headers.set('Retry-After', '2');
      return busy;
    }
    const headers = new Headers({
      'Content-Type': SHARE_CARD_TYPE,
      'Cache-Control': current ? IMMUTABLE : OUTDATED_VERSION_CACHE,
      ETag: card.etag,
    });
    if (request.headers.get('if-none-match') === card.etag) {
      return new Response(null, { status: 304, headers });
    }
    return new Response(request.method === 'HEAD' ? null : card.bytes, { headers });
  }

  const routes = new Elysia({ name: 'share-cards' })
    .get('/cards/site/:file', ({ request, params }) =>
      respond(request, sources.site(), params.file),
    )
    .get('/cards/section/:slug/:file', ({ request, params }) =>
      respond(request, sources.section(params.slug), params.file),
    )
    .get('/cards/article/:id/:file', async ({ request, params }) => {
      const id = /^[1-9]\d{0,15}$/.test(params.id) ? Number(params.id) : null;
      return respond(request, id === null ? null : await sources.article(id), params.file);
    })
    .get('/cards/author/:name/:file', async ({ request, params }) => {
      const name = params.name as string | null;
      return respond(
        request,
        isUsableAuthorName(name) ? await sources.author(name) : null,
        params.file,
      );
    });

  return {
    routes,
    /** Stops the card worker (tests, and a server shutting down). */
    close: () => worker.close(),
  };
}
