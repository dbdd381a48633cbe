import type { DehydratedState } from '@tanstack/react-query';
import type { DocumentAssets } from './document';
import type { SiteRuntime } from './site-context';

/** What the server hands the browser alongside the HTML, as window.__GAZETTE__. */
export interface BootData {
  assets: DocumentAssets;
  runtime: SiteRuntime;
  queryState: DehydratedState;
}

export const BOOT_GLOBAL = '__GAZETTE__';

/** What could end the script element or the line in JSON, and its escape. */
const UNSAFE_IN_SCRIPT = /[<>&\u2028\u2029]/g;
const ESCAPES: Record<string, string> = {
  '<': '\\u003c',
  '>': '\\u003e',
  '&': '\\u0026',
  '\u2028': '\\u2028',
  '\u2029': '\\u2029',
};

/** JSON safe to place inside an inline <script>: nothing in it can end the element. */
export function serializeBootData(data: BootData): string {
  // One pass over the JSON (tens of kilobytes on a list page), not one per character.
  const json = JSON.stringify(data).replace(UNSAFE_IN_SCRIPT, (unsafe) => ESCAPES[unsafe]!);
  return `window.${BOOT_GLOBAL}=${json};`;
}
