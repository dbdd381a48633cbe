import type { Services } from '../../services';

/**
 * Someone readers can find: a reporter with a profile or with a public
 * article. Any other name gets a 404 on every page, feed and card made for
 * it, so invented names are never indexed.
 */
export async function isKnownAuthor(
  services: Pick<Services, 'authors' | 'articles'>,
  name: string,
): Promise<boolean> {
  return (
    (await services.authors.findProfileByName(name)) !== null ||
    (await services.articles.listPublicTeasers({ author: name, limit: 1 })).total > 0
  );
}
