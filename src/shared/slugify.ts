export const MAX_GENERATED_SLUG_LENGTH = 100;

/**
 * Slug auto-generation, in this order: lowercase, strip all but
 * letters, digits, spaces and hyphens, spaces to hyphens, collapse hyphens,
 * trim, cut to 100 characters. Trimming also drops hyphens at either end so
 * the result always satisfies the slug rule.
 */
export function slugify(title: string): string {
  return title
    .toLowerCase()
    .replace(/[^a-z0-9\s-]/g, '')
    .replace(/\s+/g, '-')
    .replace(/-+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, MAX_GENERATED_SLUG_LENGTH)
    .replace(/-+$/, '');
}
