import type { Services } from '../services';
import {
  type ArticleFacets,
  articleChange,
  EVERYTHING,
  type PageChange,
  topic,
} from '../ssr/page-topics';

/** Paths under /api/admin/ whose writes no page shows: sign-in and accounts. */
const ACCOUNT_PATHS = ['/api/admin/auth/', '/api/admin/users/'];

/** Whether a request may write what pages show (read before it is handled). */
function mayChangePages(request: Request, pathname: string): boolean {
  if (request.method === 'GET' || request.method === 'HEAD') return false;
  // A new upload is on no page until an article names it.
  if (request.method === 'POST' && pathname === '/api/admin/media') return false;
  return (
    pathname.startsWith('/api/admin/') && !ACCOUNT_PATHS.some((path) => pathname.startsWith(path))
  );
}

const ARTICLE_PATH = /^\/api\/admin\/articles\/(\d+)(?:\/|$)/;

/** The article form's saves: a new article, or an article's next version. */
function isArticleSave(method: string, pathname: string): boolean {
  if (method === 'POST') return pathname === '/api/admin/articles';
  return method === 'PATCH' && /^\/api\/admin\/articles\/\d+$/.test(pathname);
}

/** Each article save's article before and after, by its request (noted by the route). */
const savedArticles = new WeakMap<Request, [ArticleFacets | null, ArticleFacets]>();

/**
 * Notes what an article save replaced and what it wrote, as read inside its
 * transaction: the page change is named from them, with no read of its own.
 */
export function noteSavedArticle(
  request: Request,
  before: ArticleFacets | null,
  after: ArticleFacets,
): void {
  savedArticles.set(request, [before, after]);
}

/**
 * What an admin write changed for readers (page-topics.ts has the rule):
 * `begin` before the write is handled reads what it may change, the
 * returned `end` after the answer reads it again and names the change, or
 * null when the write changed nothing pages show (refused, or an account's).
 */
export async function beginWrite(
  services: Services,
  request: Request,
): Promise<((response: Response) => Promise<PageChange | null>) | null> {
  const { pathname } = new URL(request.url);
  if (!mayChangePages(request, pathname)) return null;
  const succeeded = (response: Response) => response.status < 400;

  // An article form's save says what it replaced and what it wrote (`noteSavedArticle`).
  if (isArticleSave(request.method, pathname)) {
    return async (response) => {
      if (!succeeded(response)) return null;
      const saved = savedArticles.get(request);
      return saved ? articleChange(saved) : EVERYTHING;
    };
  }
  const articleId = ARTICLE_PATH.exec(pathname)?.[1];
  if (articleId !== undefined) {
    const id = Number(articleId);
    const before = await services.adminArticles.findById(id);
    return async (response) => {
      if (!succeeded(response)) return null;
      const after = await services.adminArticles.findById(id);
      // A correction or a restore is not a save of the article's fields alone.
      return articleChange([before, after, null]);
    };
  }
  if (pathname.startsWith('/api/admin/breaking-news')) {
    return async (response) => (succeeded(response) ? new Set([topic.ticker]) : null);
  }
  if (pathname.startsWith('/api/admin/author-profiles')) {
    return async (response) => (succeeded(response) ? new Set([topic.authorProfiles]) : null);
  }
  return async (response) => (succeeded(response) ? EVERYTHING : null);
}
