import type { Services } from '../../services';

/**
 * Someone readers can find: a reporter with a profile or with a public
 * article. Any other name gets a 404 on every page, feed and card made for
 * it, so invented names are never indexed.
 */
export function isKnownAuthor(
  services: Pick<Services, 'authors' | 'articles'>,
  name: string,
): boolean {
  return (
    services.authors.findProfileByName(name) !== null ||
    services.articles.listPublicTeasers({ author: name, limit: 1 }).total > 0
  );
}
