import { useEffect, useSyncExternalStore } from 'react';
import { isSourceMessage } from '../../service-worker/source-report';

/** Whether the last thing the page got came from the service worker's kept copies. */
let saved = false;
const listeners = new Set<() => void>();
let listening = false;

function setSaved(next: boolean) {
  if (next === saved) return;
  saved = next;
  for (const listener of listeners) listener();
}

function listen() {
  if (listening || !('serviceWorker' in navigator)) return;
  listening = true;
  navigator.serviceWorker.addEventListener('message', (event) => {
    if (isSourceMessage(event.data)) setSaved(event.data.saved);
  });
  // This document may itself be a kept copy. The worker leaves HEAD requests
  // to the network, so one that fails says the network is not there.
  if (navigator.serviceWorker.controller) {
    fetch(window.location.pathname, { method: 'HEAD', cache: 'no-store' }).then(
      () => undefined,
      () => setSaved(true),
    );
  }
}

function subscribe(onChange: () => void) {
  listeners.add(onChange);
  window.addEventListener('online', onChange);
  window.addEventListener('offline', onChange);
  return () => {
    listeners.delete(onChange);
    window.removeEventListener('online', onChange);
    window.removeEventListener('offline', onChange);
  };
}

/**
 * Under the masthead while the page shows what the service worker kept
 * (../../service-worker) because the network did not answer, or while the
 * browser knows it is offline. The server's HTML, and hydration, assume online.
 */
export function OfflineNotice() {
  useEffect(listen, []);
  const offline = useSyncExternalStore(
    subscribe,
    () => saved || !navigator.onLine,
    () => false,
  );
  if (!offline) return null;
  return (
    <p
      role="status"
      className="border-b border-border bg-accent-soft px-4 py-1.5 text-center text-sm font-medium"
    >
      You're offline: showing saved stories
    </p>
  );
}
