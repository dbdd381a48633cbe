/** A class name, or nothing where a condition is false. */
export type ClassPart = string | false | null | undefined;

/**
 * Joins class names, leaving out the empty parts of `condition && 'class'`.
 * Callers never pass two utilities for the same property, so no conflict
 * resolution (tailwind-merge, ~9 KB gzip) is shipped; nor objects or arrays
 * of classes (clsx), which nothing needs.
 */
export function cn(...parts: ClassPart[]): string {
  return parts.filter(Boolean).join(' ');
}
