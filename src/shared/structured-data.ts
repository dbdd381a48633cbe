/**
 * schema.org structured data for reader pages. PageMeta takes one object per
 * page, so pages with several entities list them in one @graph.
 */
export interface Crumb {
  name: string;
  /** Site-relative path; the last crumb (the page itself) may leave it out. */
  path?: string;
}

export function breadcrumbList(siteUrl: string, crumbs: readonly Crumb[]) {
  return {
    '@type': 'BreadcrumbList',
    itemListElement: crumbs.map((crumb, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      name: crumb.name,
      ...(crumb.path === undefined ? {} : { item: `${siteUrl}${crumb.path}` }),
    })),
  };
}

export function jsonLdGraph(...nodes: Record<string, unknown>[]): Record<string, unknown> {
  return { '@context': 'https://schema.org', '@graph': nodes };
}

/** An absolute URL for a site-relative path; absolute URLs are kept. */
export function absoluteUrl(siteUrl: string, pathOrUrl: string): string {
  return pathOrUrl.startsWith('/') ? `${siteUrl}${pathOrUrl}` : pathOrUrl;
}
