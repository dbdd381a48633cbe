/** The API's limit on an author name. */
export const MAX_AUTHOR_NAME = 100;

/**
 * Whether a name from a URL can name a reporter at all: not blank, not over
 * the limit. A segment that does not decode ("%") reaches a route as null.
 */
export function isUsableAuthorName(name: string | null | undefined): name is string {
  return typeof name === 'string' && name.trim() !== '' && name.length <= MAX_AUTHOR_NAME;
}
