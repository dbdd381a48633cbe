import { createContext, useContext } from 'react';

/** What the server tells the page about the deployment it runs in. */
export interface SiteRuntime {
  /** Absolute origin for canonical links and social cards, without a trailing slash. */
  siteUrl: string;
  /** Whether pages count their views (the server's ANALYTICS setting). */
  analytics?: boolean;
}

const SiteRuntimeContext = createContext<SiteRuntime>({ siteUrl: '' });

export const SiteRuntimeProvider = SiteRuntimeContext.Provider;

export function useSiteRuntime(): SiteRuntime {
  return useContext(SiteRuntimeContext);
}
