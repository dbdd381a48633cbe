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

/** JSON safe to place inside an inline <script>: nothing in it can end the element. */
export function serializeBootData(data: BootData): string {
  const json = JSON.stringify(data)
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/&/g, '\\u0026')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
  return `window.${BOOT_GLOBAL}=${json};`;
}
