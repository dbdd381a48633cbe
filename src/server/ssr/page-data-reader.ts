import { AsyncLocalStorage } from 'node:async_hooks';
import type { ZodType } from 'zod';
import type { ApiTransport } from '~/client/api/transport';
import { MAX_PAGE_SIZE, publicArticleQuerySchema } from '~/shared/schemas/article-query';
import { CORRECTIONS_WINDOW_DAYS } from '~/shared/schemas/correction';
import { authorStatsQuerySchema, searchQuerySchema } from '~/shared/schemas/search-query';
import { databaseUnavailable } from '../http/database-unavailable';
import { HttpError, internalError, jsonError, unavailableError } from '../http/errors';
import { firstQueryValues } from '../http/query-params';
import { type SearchGate, searchRefusal } from '../modules/articles/search-gate';
import type { Services } from '../services';
import { type PageTopics, topic } from './page-topics';
import { createReadMemo } from './read-memo';

type Article = NonNullable<Awaited<ReturnType<Services['articles']['findPublic']>>>;

/**
 * An API answer handed over as the value it holds: the page's query reads it
 * with `json()` as it would read the network's, without the value being
 * written out as JSON and parsed back. Not a `Response`, which costs a
 * render several microseconds to make for each read: the pages' queries
 * use only `ok`, `json()` and `headers.get()` of an answer that succeeded
 * (src/client/api), and that is all it has.
 */
class DataAnswer {
  readonly ok = true;
  readonly status = 200;
  readonly statusText = '';
  readonly headers = { get: (name: string) => this.dataHeaders?.[name.toLowerCase()] ?? null };

  constructor(
    readonly data: unknown,
    /** Lower-case names. */
    readonly dataHeaders?: Record<string, string>,
  ) {}

  json(): Promise<unknown> {
    return Promise.resolve(this.data);
  }

  /** As the transport hands it on: read as a `Response` is (see above). */
  asResponse(): Response {
    return this as unknown as Response;
  }
}

/** What one page render has read already: its article, whichever of its queries asks. */
interface RenderReads {
  articles: Map<string, Promise<Article | null>>;
  /** The reader's address: a search in the render takes from their allowance. */
  client?: string;
  /**
   * The data's version as the render's first read saw it, for all its reads:
   * a commit during the render is seen by the next one (whose version
   * differs, so nothing this render kept outlives it), as a render begun
   * before a commit shows the data before it.
   */
  version?: string;
}

/**
 * The topics a page's render read (page-topics.ts), so that a write marks
 * stale only the pages it affects. `all`: a read the table does not know
 * (answered by the API), which any write may change.
 */
class TopicsRead {
  readonly topics = new Set<string>();
  all = false;

  add(...topics: string[]) {
    for (const each of topics) this.topics.add(each);
  }

  get result(): PageTopics {
    return this.all ? null : this.topics;
  }

  /** Notes on this render what another read noted. */
  merge(other: TopicsRead) {
    this.add(...other.topics);
    if (other.all) this.all = true;
  }
}

const topicsRead = new AsyncLocalStorage<TopicsRead>();
const readingTopics = () => topicsRead.getStore();
/** Notes topics on the render being tracked, if any. */
const note = (...topics: string[]) => readingTopics()?.add(...topics);

/** Notes every article a list returned: a save of what it shows changes the list. */
const noteShown = (articles: ReadonlyArray<{ id: number }>) =>
  note(...articles.map((article) => topic.shows(article.id)));

/** Runs a page render and answers what it read besides what it returned. */
export async function trackTopics<T>(render: () => Promise<T>): Promise<[T, PageTopics]> {
  const read = new TopicsRead();
  const value = await topicsRead.run(read, render);
  return [value, read.result];
}

type Read = (
  services: Services,
  reads: RenderReads | undefined,
  path: { segments: string[]; query: Record<string, string> },
) => Promise<Answer> | null;

/** What a read answers: its value, or the API's own answer (a refusal, a failure). */
type Answer = DataAnswer | Response;

const ARTICLE_NOT_FOUND = 'Article not found';

/**
 * Each GET a reader page prefetches, answered as its API route answers it
 * (src/server/modules/<feature>/routes.ts): the same service call, the same
 * shape, the same header, the same error for a missing article. Null: not a
 * read this table knows, left to the API itself.
 */
function readFor(segments: string[], searchGate: SearchGate): Read | null {
  const [, api, resource, id, detail, ...rest] = segments;
  if (api !== 'api' || rest.length > 0) return null;
  if (resource === 'articles' && id === undefined) return readArticleList;
  if (resource === 'articles' && id !== undefined && detail === undefined) return readArticle;
  if (resource === 'articles' && detail === 'related') return readRelated;
  if (resource === 'articles' && detail === 'corrections') return readArticleCorrections;
  if (detail !== undefined) return null;
  if (resource === 'author-profiles' && id !== undefined) return readAuthorProfile;
  if (id !== undefined) return null;
  if (resource === 'search') return readSearch(searchGate);
  if (resource === 'author-stats') return readAuthorStats;
  if (resource === 'authors') {
    note(topic.articles, topic.text, topic.authorProfiles);
    return (services) => answer(services.authors.listSummaries());
  }
  if (resource === 'editorial-team') {
    note(topic.team);
    return (services) => answer(services.editorialTeam.listActive());
  }
  if (resource === 'corrections') {
    note(topic.corrections);
    return (services) => answer(services.corrections.recent(CORRECTIONS_WINDOW_DAYS));
  }
  if (resource === 'breaking-news') return readBreakingNews;
  return null;
}

async function answer(data: Promise<unknown>, headers?: Record<string, string>) {
  return new DataAnswer(await data, headers);
}

/** The query as the route validates it; null when it would refuse it (the API then answers). */
function validQuery<T>(schema: ZodType<T>, query: Record<string, string>): T | null {
  const parsed = schema.safeParse(query);
  return parsed.success ? parsed.data : null;
}

const readArticleList: Read = (services, _reads, { query }) => {
  const parsed = validQuery(publicArticleQuerySchema, query);
  if (!parsed) return null;
  const bounded = { ...parsed, limit: parsed.limit ?? MAX_PAGE_SIZE };
  // A list filtered by section or author changes with the articles of it;
  // any other list with any article.
  if (parsed.section) note(topic.section(parsed.section));
  if (parsed.author) note(topic.author(parsed.author));
  if (!parsed.section && !parsed.author) note(topic.articles);
  // Matched or ordered by the articles' words: any save of them may move it.
  if (parsed.q || parsed.sort === 'title' || parsed.sort === 'readTime') note(topic.text);
  return (async () => {
    const page =
      parsed.omit === 'content'
        ? await services.articles.listPublicTeasers(bounded)
        : await services.articles.listPublic(bounded);
    noteShown(page.articles);
    return new DataAnswer(page.articles, { 'x-total-count': String(page.total) });
  })();
};

/** One read of an article per page render, however many of its queries need it. */
function findArticle(services: Services, reads: RenderReads | undefined, reference: string) {
  const known = reads?.articles.get(reference);
  if (known) return known;
  const found = services.articles.findPublic(reference);
  reads?.articles.set(reference, found);
  return found;
}

/** The path's id segment as the router hands it to a route; null when it is not valid percent-encoding. */
function idSegment(segments: string[]): string | null {
  try {
    return decodeURIComponent(segments[3] ?? '');
  } catch {
    return null;
  }
}

/** A read of one article or something under it; the API answers a reference it cannot decode. */
function articleRead(then: (services: Services, article: Article) => Promise<Answer>): Read {
  return (services, reads, { segments }) => {
    const reference = idSegment(segments);
    if (reference === null) return null;
    return (async () => {
      const article = await findArticle(services, reads, reference);
      if (!article) {
        // Not found today; the next write of any article may give it this address.
        note(topic.articles);
        return jsonError(404, { message: ARTICLE_NOT_FOUND });
      }
      note(topic.article(article.id));
      return then(services, article);
    })();
  };
}

const readArticle = articleRead(async (services, article) => {
  // Alt text and captions live with the image (as the route says).
  const imageTexts = await services.media.textsFor([article.image, ...article.additionalImages]);
  return new DataAnswer({ ...article, imageTexts });
});

const readRelated = articleRead(async (services, article) => {
  // Related: the same section first, then shared tags.
  note(topic.section(article.section), ...article.tags.map(topic.tag));
  const related = await services.articles.relatedPublic(article);
  noteShown(related);
  return new DataAnswer(related);
});

const readArticleCorrections = articleRead(
  async (services, article) => new DataAnswer(await services.corrections.forArticle(article.id)),
);

const readAuthorProfile: Read = (services, _reads, { segments }) => {
  const name = idSegment(segments);
  if (name === null) return null;
  note(topic.authorProfiles, topic.author(name));
  return (async () => {
    const profile = await services.authors.findProfileByName(name);
    if (!profile) return jsonError(404, { message: 'Author profile not found' });
    return new DataAnswer(profile);
  })();
};

const readAuthorStats: Read = (services, _reads, { query }) => {
  const parsed = validQuery(authorStatsQuerySchema, query);
  if (!parsed) return null;
  note(topic.author(parsed.author));
  return answer(services.articles.authorStats(parsed.author));
};

const readBreakingNews: Read = (services) => {
  note(topic.ticker);
  return answer(
    services.breakingNews
      .listActive()
      .then((items) =>
        items.map(({ id, text, link, active, priority }) => ({ id, text, link, active, priority })),
      ),
  );
};

/** Searches wait their turn at the same gate as the API's (search-gate.ts). */
function readSearch(searchGate: SearchGate): Read {
  return (services, reads, { query }) => {
    const parsed = validQuery(searchQuerySchema, query);
    if (!parsed) return null;
    note(topic.articles, topic.text);
    return (async () => {
      try {
        const { hits, total } = await searchGate.run(
          () => services.articles.searchPublic(parsed),
          reads?.client,
        );
        noteShown(hits);
        return new DataAnswer(hits, { 'x-total-count': String(total) });
      } catch (error) {
        const refused = searchRefusal(error);
        if (!refused) throw error;
        return refused;
      }
    })();
  };
}

/** A read's answer as kept between renders, with the topics reading it noted. */
interface KeptRead {
  data: unknown;
  headers?: Record<string, string>;
  noted: TopicsRead;
}

export interface PageDataReaderOptions {
  services: Services;
  /** When the next publication or correction expiry is due: kept reads stand until then. */
  nextChange: () => Promise<number | null>;
  searchGate: SearchGate;
  siteUrl: string;
  /** The API itself, for any request the table does not answer. */
  api: (request: Request) => Promise<Response>;
}

/**
 * The transport server renders fetch their data through: a reader page's
 * GETs call the services directly, answered with the value and headers the
 * API's route would send (page-data-reader.test.ts compares them for every
 * reader page), so a render pays for no routing, no JSON written and parsed,
 * and an article page reads its article once. A failure is answered as the
 * API's error handler answers it. Anything else goes through the API.
 */
export function createPageDataReader({
  services,
  nextChange,
  searchGate,
  siteUrl,
  api,
}: PageDataReaderOptions) {
  const renders = new AsyncLocalStorage<RenderReads>();
  const kept = createReadMemo<KeptRead>({
    version: () => {
      const reads = renders.getStore();
      if (!reads) return services.changes.version();
      reads.version ??= services.changes.version();
      return reads.version;
    },
    now: services.publication.now,
    nextChange,
  });

  /**
   * A read's answer: kept from an earlier render while it stands
   * (read-memo.ts), else read, noting what it read, and kept. Searches are
   * read every time: each takes from its reader's allowance.
   */
  function readOnce(
    read: Read,
    segments: string[],
    path: string,
    selected: TopicsRead,
  ): Promise<Answer> | null {
    const tracked = readingTopics();
    let known: KeptRead | undefined;
    let stamp: number;
    try {
      known = kept.get(path);
      stamp = kept.begin();
    } catch (error) {
      // The data's version could not be read (the database is gone): answered as a failed read.
      return Promise.reject(error);
    }
    if (known) {
      tracked?.merge(known.noted);
      return Promise.resolve(new DataAnswer(known.data, known.headers));
    }
    const noted = new TopicsRead();
    noted.merge(selected);
    // The query is read only for a read not kept: a kept one stands for its whole path.
    const query = firstQueryValues(path);
    const reading = topicsRead.run(noted, () =>
      read(services, renders.getStore(), { segments, query }),
    );
    tracked?.merge(noted);
    if (!reading) return null;
    return reading.then(async (response) => {
      tracked?.merge(noted);
      if (response instanceof DataAnswer)
        await kept.keep(stamp, path, { data: response.data, headers: response.dataHeaders, noted });
      return response;
    });
  }

  const transport: ApiTransport = async (path, init) => {
    const request = () => new Request(new URL(path, siteUrl), init);
    const method = init?.method ?? 'GET';
    const queryAt = path.indexOf('?');
    const pathname = queryAt === -1 ? path : path.slice(0, queryAt);
    const segments = pathname.split('/');
    const noted = new TopicsRead();
    const read =
      method === 'GET' ? topicsRead.run(noted, () => readFor(segments, searchGate)) : null;
    readingTopics()?.merge(noted);
    const reading = !read
      ? null
      : segments[2] === 'search'
        ? read(services, renders.getStore(), { segments, query: firstQueryValues(path) })
        : readOnce(read, segments, path, noted);
    if (!reading) {
      const tracked = readingTopics();
      if (tracked) tracked.all = true;
      return api(request());
    }
    try {
      const answer = await reading;
      return answer instanceof DataAnswer ? answer.asResponse() : answer;
    } catch (error) {
      // As the error handler (http/errors.ts) answers a route's failure.
      if (error instanceof HttpError) return jsonError(error.status, { message: error.message });
      const unavailable = databaseUnavailable(error);
      return unavailable
        ? unavailableError(request(), unavailable)
        : internalError(request(), error);
    }
  };

  return {
    transport,
    /** Drops every kept read: a write, a publication or another process's change may have changed them. */
    forget: kept.forget,
    /** Runs one page's prefetch for the reader at `client`: reads within it share what they have read. */
    scope<T>(prefetch: () => Promise<T>, client?: string): Promise<T> {
      return renders.run({ articles: new Map(), client }, prefetch);
    },
  };
}
