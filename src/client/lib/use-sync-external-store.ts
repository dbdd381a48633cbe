/**
 * The client build's stand-in for the use-sync-external-store shim wouter
 * imports (scripts/build-client.ts redirects it here). The shim hands back
 * React's own hook whenever React has one, as React 19 does, so its fallback
 * code was never run in the browser.
 */
export { useSyncExternalStore } from 'react';
