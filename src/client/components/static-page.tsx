import type { ReactNode } from 'react';
import { PageMeta } from './page-meta';

/** The frame of the Gazette's static pages: one h1, an optional "last updated" line, prose. */
export function StaticPage({
  title,
  metaTitle,
  description,
  path,
  lastUpdated,
  before,
  children,
}: {
  title: string;
  /** The <title> when it differs from the heading (the site name is appended otherwise). */
  metaTitle?: string;
  description: string;
  path: string;
  lastUpdated?: string;
  /** Shown above the heading, e.g. a back link. */
  before?: ReactNode;
  children: ReactNode;
}) {
  return (
    <div className="mx-auto max-w-3xl px-4 py-10">
      <PageMeta title={metaTitle ?? title} description={description} path={path} />
      {before}
      <h1 className="font-serif text-4xl font-bold">{title}</h1>
      {lastUpdated ? <p className="mt-2 text-sm text-muted">Last updated {lastUpdated}</p> : null}
      <div className="prose-gazette mt-8">{children}</div>
    </div>
  );
}
