import type { UseQueryResult } from '@tanstack/react-query';
import { Fragment, type ReactNode, useId, useState } from 'react';
import { cn } from '../../lib/cn';
import { AdminMeta } from './admin-meta';
import { AdminPageHeading } from './admin-page-heading';

const SKELETON_KEYS = ['skeleton-0', 'skeleton-1', 'skeleton-2'];

/** What a collection's form receives: the record it edits (null: a new one) and how to stop. */
export interface CollectionFormProps<Item> {
  editing: Item | null;
  /** Back to adding a new record: after a save, or on Cancel. */
  onDone: () => void;
}

/** What a collection's row receives. */
export interface CollectionRowProps<Item> {
  item: Item;
  editing: boolean;
  onEdit: () => void;
  onDeleted: () => void;
}

/** The list beside the form: its heading, count and the words of each state. */
export interface CollectionListWords<Item> {
  heading: string;
  /** Beside the heading once loaded, e.g. "3 profiles". */
  summary: (items: readonly Item[]) => string;
  /** Read out while loading; the skeleton rows are hidden from assistive technology. */
  loadingLabel: string;
  errorText: string;
  emptyText: string;
}

export interface CollectionEditorProps<Item extends { id: number }> {
  /** The tab title, the page heading and its line underneath. */
  metaTitle: string;
  title: string;
  subtitle: string;
  query: UseQueryResult<Item[]>;
  list: CollectionListWords<Item>;
  /** The rows in the order shown (defaults to the query's order). */
  order?: (items: readonly Item[]) => readonly Item[];
  /** One skeleton row's content, and the row's layout classes. */
  skeleton: ReactNode;
  skeletonClassName: string;
  renderForm: (props: CollectionFormProps<Item>) => ReactNode;
  /** One row: an <li> (see CollectionRow). */
  renderRow: (props: CollectionRowProps<Item>) => ReactNode;
}

/**
 * A back-office page that keeps a small collection (authors, breaking news):
 * the form that adds a record beside the list of records, where each row can
 * be taken into the form to edit, or deleted.
 */
export function CollectionEditor<Item extends { id: number }>({
  metaTitle,
  title,
  subtitle,
  query,
  list,
  order,
  skeleton,
  skeletonClassName,
  renderForm,
  renderRow,
}: CollectionEditorProps<Item>) {
  const [editing, setEditing] = useState<Item | null>(null);
  const items = query.data ? (order ? order(query.data) : query.data) : [];

  return (
    <div className="mx-auto flex max-w-7xl flex-col gap-6 px-4 py-6 sm:py-8">
      <AdminMeta title={metaTitle} />
      <AdminPageHeading title={title} subtitle={subtitle} />
      <div className="grid gap-6 lg:grid-cols-[minmax(0,2fr)_minmax(0,3fr)] lg:items-start">
        {/* A new key per record: the form starts again from that record's values. */}
        <Fragment key={editing?.id ?? 'new'}>
          {renderForm({ editing, onDone: () => setEditing(null) })}
        </Fragment>
        <CollectionList
          words={list}
          query={query}
          items={items}
          skeleton={skeleton}
          skeletonClassName={skeletonClassName}
        >
          {items.map((item) => (
            <Fragment key={item.id}>
              {renderRow({
                item,
                editing: item.id === editing?.id,
                onEdit: () => setEditing(item),
                onDeleted: () =>
                  setEditing((current) => (current?.id === item.id ? null : current)),
              })}
            </Fragment>
          ))}
        </CollectionList>
      </div>
    </div>
  );
}

/** The heading with a count, then skeleton rows while loading, the error, the empty state or the rows. */
function CollectionList<Item>({
  words,
  query,
  items,
  skeleton,
  skeletonClassName,
  children,
}: {
  words: CollectionListWords<Item>;
  query: UseQueryResult<Item[]>;
  items: readonly Item[];
  skeleton: ReactNode;
  skeletonClassName: string;
  children: ReactNode;
}) {
  const id = useId();
  return (
    <section aria-labelledby={`${id}-heading`} className="flex flex-col gap-4">
      <div className="flex items-baseline justify-between gap-4">
        <h2 id={`${id}-heading`} className="text-xl font-semibold">
          {words.heading}
        </h2>
        {query.data ? <p className="text-sm text-muted">{words.summary(items)}</p> : null}
      </div>
      {query.isPending ? (
        <div>
          <p role="status" className="sr-only">
            {words.loadingLabel}
          </p>
          <ul aria-hidden className="flex flex-col gap-3">
            {SKELETON_KEYS.map((key) => (
              <li
                key={key}
                className={cn(
                  'animate-pulse rounded-lg border border-border bg-surface p-4',
                  skeletonClassName,
                )}
              >
                {skeleton}
              </li>
            ))}
          </ul>
        </div>
      ) : query.isError ? (
        <p role="alert" className="py-12 text-center text-red-700 dark:text-red-400">
          {words.errorText}
        </p>
      ) : items.length === 0 ? (
        <p className="rounded-lg border border-dashed border-border py-16 text-center text-lg font-semibold">
          {words.emptyText}
        </p>
      ) : (
        <ul className="flex flex-col gap-3">{children}</ul>
      )}
    </section>
  );
}
