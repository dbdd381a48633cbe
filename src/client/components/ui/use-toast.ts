import { type ReactNode, useSyncExternalStore } from 'react';

/** One toast at a time, shown 5 s, removed long after dismissal. */
export const TOAST_LIMIT = 1;
export const TOAST_DURATION_MS = 5000;
export const TOAST_REMOVE_DELAY_MS = 1_000_000;

export type ToastVariant = 'default' | 'destructive';

export interface ToastInput {
  title: string;
  description?: ReactNode;
  variant?: ToastVariant;
}

export interface ToastItem extends ToastInput {
  id: string;
  open: boolean;
}

/**
 * A tiny store outside React, so any code (a mutation callback, a hook) can
 * raise a toast. Toasts are only raised by user actions, in the browser; the
 * server always renders none.
 */
let items: ToastItem[] = [];
let counter = 0;
const listeners = new Set<() => void>();
const removalTimers = new Map<string, ReturnType<typeof setTimeout>>();
const NONE: ToastItem[] = [];

function publish(next: ToastItem[]) {
  for (const [id, timer] of removalTimers) {
    if (!next.some((item) => item.id === id)) {
      clearTimeout(timer);
      removalTimers.delete(id);
    }
  }
  items = next;
  for (const listener of listeners) listener();
}

function scheduleRemoval(id: string) {
  if (removalTimers.has(id)) return;
  removalTimers.set(
    id,
    setTimeout(() => {
      removalTimers.delete(id);
      publish(items.filter((item) => item.id !== id));
    }, TOAST_REMOVE_DELAY_MS),
  );
}

/** Shows a toast; it replaces the one showing, if any. */
export function toast(input: ToastInput): { id: string; dismiss: () => void } {
  counter = (counter + 1) % Number.MAX_SAFE_INTEGER;
  const id = String(counter);
  publish([{ ...input, id, open: true }, ...items].slice(0, TOAST_LIMIT));
  return { id, dismiss: () => dismissToast(id) };
}

/** Closes one toast, or all of them without an id. */
export function dismissToast(id?: string): void {
  publish(
    items.map((item) => {
      if (id !== undefined && item.id !== id) return item;
      scheduleRemoval(item.id);
      return { ...item, open: false };
    }),
  );
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function useToast() {
  const toasts = useSyncExternalStore(
    subscribe,
    () => items,
    () => NONE,
  );
  return { toasts, toast, dismiss: dismissToast };
}
