import { type ClassValue, clsx } from 'clsx';

/**
 * Joins class names. Callers never pass two utilities for the same property,
 * so no conflict resolution (tailwind-merge, ~9 KB gzip) is shipped.
 */
export function cn(...inputs: ClassValue[]): string {
  return clsx(inputs);
}
