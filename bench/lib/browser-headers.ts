/** What a browser sends that changes what the server answers; no imports, so workers load it too. */

/** The Accept-Encoding current Chrome, Edge and Firefox send. */
export const BROWSER_ACCEPT_ENCODING = 'gzip, deflate, br, zstd';

/** Headers a browser sends that change what the server answers. */
export const BROWSER_HEADERS = {
  'Accept-Encoding': BROWSER_ACCEPT_ENCODING,
  Accept: 'text/html,*/*',
};
