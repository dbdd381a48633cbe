import { Elysia } from 'elysia';
import { z } from 'zod';
import { isUsableAuthorName } from '~/shared/author-name';
import { authorPath } from '~/shared/canonical-paths';
import type { PublicArticleQuery } from '~/shared/schemas/article-query';
import { findSection, sections } from '~/shared/sections';
import { siteConfig } from '~/shared/site-config';
import { HttpError } from '../../http/errors';
import type { Services } from '../../services';
import { isKnownAuthor } from '../authors/known-author';
import {
  articleUrl,
  FEED_SIZE,
  type FeedChannel,
  newestChange,
  renderAtom,
  renderRss,
} from './feeds';
import {
  NEWS_SITEMAP_LIMIT,
  NEWS_WINDOW_MS,
  renderNewsSitemap,
  renderRobots,
  renderSitemapIndex,
  renderUrlSet,
  SITEMAP_PAGE_SIZE,
  STATIC_PAGE_PATHS,
  UrlSetBytes,
} from './sitemaps';
import { type FinishedXml, finishXml, type XmlDocument, xmlResponse } from './xml';

const RSS = 'application/rss+xml';
const ATOM = 'application/atom+xml';
const XML = 'application/xml';

/** A document being built or built, shared by every request for it meanwhile. */
interface BuiltDocument {
  ready: Promise<FinishedXml>;
  expires: number;
}

const MAX_BUILT_DOCUMENTS = 1_000;
const NEWS_SITEMAP_MAX_AGE_MS = 5 * 60_000;

const FORMATS = [
  ['rss', RSS],
  ['atom', ATOM],
] as const;

/**
 * Feeds, sitemaps and robots.txt: how readers subscribe and how search
 * engines find every public page. Drafts never appear: everything reads the
 * public article queries.
 */
export function createDiscovery(services: Services, { siteUrl }: { siteUrl: string }) {
  // When public content last changed, for every sitemap's Last-Modified: the
  // same for all of them until the data changes (invalidate), so read once
  // per change rather than once per document (some 10-20 ms at 100,000
  // articles). A failed read is not kept.
  let lastChanged: Promise<Date> | null = null;
  const lastChange = () => {
    if (!lastChanged) {
      const reading = services.discovery.lastPublicChange().then((at) => at ?? new Date(0));
      lastChanged = reading;
      reading.catch(() => {
        if (lastChanged === reading) lastChanged = null;
      });
    }
    return lastChanged;
  };

  // Documents are built once per change of the data: the cache is cleared on
  // every write (invalidate), and the news sitemap, which depends on the
  // clock, is rebuilt at least every few minutes. Requests that come while a
  // document is built wait for that build rather than start their own.
  const built = new Map<string, BuiltDocument>();
  /** Counts the invalidations: a document built across one may be out of date, and is not kept. */
  let generation = 0;
  async function respond(
    request: Request,
    build: () => Promise<XmlDocument>,
    maxAgeMs = Number.POSITIVE_INFINITY,
  ) {
    const { pathname, search } = new URL(request.url);
    const key = `${pathname}${search}`;
    const now = Date.now();
    let entry = built.get(key);
    if (!entry || entry.expires <= now) {
      const startedIn = generation;
      const building: BuiltDocument = { ready: build().then(finishXml), expires: now + maxAgeMs };
      // Names in author feed URLs are open-ended: bound what is kept.
      if (built.size >= MAX_BUILT_DOCUMENTS) built.clear();
      built.set(key, building);
      const forget = () => {
        if (built.get(key) === building) built.delete(key);
      };
      // A failed build (a sitemap page past the end) is not kept; nor is one
      // that an invalidation overtook (the next request builds afresh).
      building.ready.then(() => {
        if (startedIn !== generation) forget();
      }, forget);
      entry = building;
    }
    return xmlResponse(request, await entry.ready);
  }

  function feed(
    request: Request,
    format: (typeof FORMATS)[number],
    channel: FeedChannel,
    filter: Pick<PublicArticleQuery, 'section' | 'author'>,
  ) {
    return respond(request, async () => {
      const { articles } = await services.articles.listPublic({ ...filter, limit: FEED_SIZE });
      const [kind, contentType] = format;
      const body =
        kind === 'rss'
          ? renderRss(channel, articles, siteUrl)
          : renderAtom(channel, articles, siteUrl);
      return { body, lastModified: newestChange(articles), contentType };
    });
  }

  const app = new Elysia({ name: 'discovery' });
  for (const format of FORMATS) {
    const file = `${format[0]}.xml`;
    app
      .get(`/${file}`, ({ request }) =>
        feed(
          request,
          format,
          {
            title: siteConfig.name,
            description: siteConfig.description,
            pageUrl: `${siteUrl}/`,
            feedUrl: `${siteUrl}/${file}`,
          },
          {},
        ),
      )
      .get(`/section/:slug/${file}`, ({ request, params }) => {
        const section = findSection(params.slug);
        if (!section) throw new HttpError(404, 'Section not found');
        const pageUrl = `${siteUrl}/section/${section.slug}`;
        return feed(
          request,
          format,
          {
            title: `${section.name} - ${siteConfig.name}`,
            description: section.description,
            pageUrl,
            feedUrl: `${pageUrl}/${file}`,
          },
          { section: section.slug },
        );
      })
      .get(`/author/:name/${file}`, async ({ request, params }) => {
        const name = params.name as string | null;
        if (!isUsableAuthorName(name) || !(await isKnownAuthor(services, name)))
          throw new HttpError(404, 'Author not found');
        const pageUrl = `${siteUrl}${authorPath(name)}`;
        return feed(
          request,
          format,
          {
            title: `${name} - ${siteConfig.name}`,
            description: `Stories by ${name} for ${siteConfig.name}.`,
            pageUrl,
            feedUrl: `${pageUrl}/${file}`,
          },
          { author: name },
        );
      });
  }

  const routes = app
    .get('/sitemap.xml', ({ request }) =>
      respond(request, async () => {
        const lastmod = await lastChange();
        const total = await services.discovery.countPublic();
        const pages = Math.max(1, Math.ceil(total / SITEMAP_PAGE_SIZE));
        const articleSitemaps = Array.from({ length: pages }, (_, index) => ({
          loc: `${siteUrl}/sitemap-articles.xml${index === 0 ? '' : `?page=${index + 1}`}`,
          lastmod,
        }));
        const body = renderSitemapIndex([
          ...articleSitemaps,
          { loc: `${siteUrl}/sitemap-sections.xml` },
          { loc: `${siteUrl}/sitemap-authors.xml`, lastmod },
          { loc: `${siteUrl}/sitemap-pages.xml` },
          { loc: `${siteUrl}/news-sitemap.xml`, lastmod },
        ]);
        return { body, lastModified: lastmod, contentType: XML };
      }),
    )
    .get(
      '/sitemap-articles.xml',
      ({ request, query }) => articleSitemap(request, query.page ?? 1),
      {
        query: z.object({
          page: z.coerce
            .number({ error: 'page must be a number' })
            .int()
            .min(1, 'page must be at least 1')
            .optional(),
        }),
      },
    )
    .get('/sitemap-sections.xml', ({ request }) =>
      respond(request, async () => ({
        body: renderUrlSet(
          sections.map((section) => ({ loc: `${siteUrl}/section/${section.slug}` })),
        ),
        lastModified: await lastChange(),
        contentType: XML,
      })),
    )
    .get('/sitemap-authors.xml', ({ request }) =>
      respond(request, async () => ({
        body: renderUrlSet(
          (await services.authors.listSummaries()).map((author) => ({
            loc: `${siteUrl}${authorPath(author.name)}`,
          })),
        ),
        lastModified: await lastChange(),
        contentType: XML,
      })),
    )
    .get('/sitemap-pages.xml', ({ request }) =>
      respond(request, async () => ({
        body: renderUrlSet(STATIC_PAGE_PATHS.map((path) => ({ loc: `${siteUrl}${path}` }))),
        lastModified: await lastChange(),
        contentType: XML,
      })),
    )
    .get('/news-sitemap.xml', ({ request }) =>
      respond(
        request,
        async () => {
          const recent = await services.discovery.listPublishedSince(
            new Date(Date.now() - NEWS_WINDOW_MS),
            NEWS_SITEMAP_LIMIT,
          );
          const body = renderNewsSitemap(
            recent.map((article) => ({
              loc: articleUrl(siteUrl, article),
              title: article.title,
              publishedAt: article.publishedAt!,
              keywords: article.tags,
            })),
          );
          return { body, lastModified: await lastChange(), contentType: XML };
        },
        NEWS_SITEMAP_MAX_AGE_MS,
      ),
    )
    .get('/robots.txt', ({ set }) => {
      set.headers['content-type'] = 'text/plain; charset=utf-8';
      return renderRobots(siteUrl);
    });

  function articleSitemap(request: Request, page: number) {
    return respond(request, async () => {
      const urlSet = new UrlSetBytes();
      const entries = services.discovery.sitemapEntries(
        (page - 1) * SITEMAP_PAGE_SIZE,
        SITEMAP_PAGE_SIZE,
      );
      for await (const slice of entries) {
        urlSet.add(
          slice.map((entry) => ({
            loc: articleUrl(siteUrl, entry),
            lastmod: entry.updatedAt,
            image: entry.image
              ? entry.image.startsWith('/')
                ? `${siteUrl}${entry.image}`
                : entry.image
              : undefined,
          })),
        );
      }
      if (urlSet.entries === 0 && page > 1) throw new HttpError(404, 'No such sitemap page');
      return { body: urlSet.finish(), lastModified: await lastChange(), contentType: XML };
    });
  }

  return {
    routes,
    /** Forget every built document: the data behind them changed. */
    invalidate: () => {
      generation += 1;
      built.clear();
      lastChanged = null;
    },
  };
}
