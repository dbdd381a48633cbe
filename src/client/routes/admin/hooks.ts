import { useEffect, useState, useSyncExternalStore } from 'react';

const noSubscription = () => () => {};

/**
 * False on the server and during hydration, true once the page is live: a
 * form can stay disabled until its submit handler is attached, so an early
 * submit never puts a password in the URL.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
}

/** The value once it has stopped changing for `delayMs`. */
export function useDebouncedValue<T>(value: T, delayMs: number): T {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), delayMs);
    return () => clearTimeout(timer);
  }, [value, delayMs]);
  return settled;
}
