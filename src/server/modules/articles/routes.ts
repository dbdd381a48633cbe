import { Elysia } from 'elysia';
import type { PublicArticle } from '~/shared/schemas/article';
import { MAX_PAGE_SIZE, publicArticleQuerySchema } from '~/shared/schemas/article-query';
import {
  authorStatsQuerySchema,
  overlayQuerySchema,
  searchQuerySchema,
} from '~/shared/schemas/search-query';
import { clientAddress } from '../../http/client-address';
import { HttpError } from '../../http/errors';
import type { Services } from '../../services';
import { createSearchGate, type SearchGate, searchRefusal } from './search-gate';

/** Read-only article endpoints for readers; drafts never leave the service. */
export function publicArticleRoutes(
  services: Services,
  searchGate: SearchGate = createSearchGate(),
) {
  return new Elysia({ name: 'public-articles' })
    .get(
      '/api/articles',
      async ({ query, set }) => {
        // No list is unbounded: without a limit, the first page of the largest size.
        const bounded = { ...query, limit: query.limit ?? MAX_PAGE_SIZE };
        // Lists of cards ask for teasers (omit=content): the bodies are not even read.
        const page =
          query.omit === 'content'
            ? await services.articles.listPublicTeasers(bounded)
            : await services.articles.listPublic(bounded);
        set.headers['x-total-count'] = String(page.total);
        return page.articles;
      },
      { query: publicArticleQuerySchema },
    )
    .get('/api/articles/:reference', async ({ params }) => {
      const article = await services.articles.findPublic(params.reference);
      if (!article) throw new HttpError(404, 'Article not found');
      // Alt text and captions of uploaded images live with the image, so one
      // change in the library reaches every article that shows it.
      const imageTexts = await services.media.textsFor([
        article.image,
        ...article.additionalImages,
      ]);
      return { ...article, imageTexts } satisfies PublicArticle;
    })
    .get('/api/articles/:reference/related', async ({ params }) => {
      const article = await services.articles.findPublic(params.reference);
      if (!article) throw new HttpError(404, 'Article not found');
      return services.articles.relatedPublic(article);
    })
    .get(
      '/api/search',
      async ({ query, request, set }) => {
        // Every reader's search comes here, the overlay's included; the search
        // page's server render waits at the same gate (page-data-reader.ts).
        try {
          const { hits, total } = await searchGate.run(
            () => services.articles.searchPublic(query),
            clientAddress(request),
          );
          set.headers['x-total-count'] = String(total);
          return hits;
        } catch (error) {
          const refused = searchRefusal(error);
          if (!refused) throw error;
          return refused;
        }
      },
      { query: searchQuerySchema },
    )
    .get(
      '/api/search/overlay',
      async ({ query, request }) => {
        // The header overlay's quick search: its own scoring, the same gate.
        try {
          return await searchGate.run(
            () => services.articles.searchOverlay(query.q),
            clientAddress(request),
          );
        } catch (error) {
          const refused = searchRefusal(error);
          if (!refused) throw error;
          return refused;
        }
      },
      { query: overlayQuerySchema },
    )
    .get('/api/author-stats', ({ query }) => services.articles.authorStats(query.author), {
      query: authorStatsQuerySchema,
    });
}
