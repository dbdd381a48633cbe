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
