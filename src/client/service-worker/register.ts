import { watchForUpdates } from '../navigation';

/** How often an open page asks whether a new build is out. */
const UPDATE_CHECK_MS = 30 * 60 * 1000;

/**
 * Registers /sw.js (in the chunk ../link-prefetch.ts, loaded once the page is idle). A new
 * build's worker installs in the background; the router hands it the page at
 * the next navigation (../navigation.ts), which then loads in full.
 */
export async function registerServiceWorker(): Promise<void> {
  if (!('serviceWorker' in navigator)) return;
  const registration = await navigator.serviceWorker.register('/sw.js', { scope: '/' });
  watchForUpdates(registration);
  const check = () => void registration.update().catch(() => undefined);
  setInterval(check, UPDATE_CHECK_MS);
  window.addEventListener('online', check);
}
