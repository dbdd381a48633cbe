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

function facets(article: ArticleFacets | null): ArticleFacets | null {
  if (!article) return null;
  const { id, section, author, tags } = article;
  return { id, section, author, tags };
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

  const articleId = ARTICLE_PATH.exec(pathname)?.[1];
  if (articleId !== undefined) {
    const id = Number(articleId);
    const before = facets(await services.adminArticles.findById(id));
    return async (response) => {
      if (!succeeded(response)) return null;
      return articleChange([before, facets(await services.adminArticles.findById(id))]);
    };
  }
  if (request.method === 'POST' && pathname === '/api/admin/articles') {
    return async (response) => {
      if (!succeeded(response)) return null;
      const created = (await response.clone().json()) as ArticleFacets;
      return articleChange([facets(created)]);
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
