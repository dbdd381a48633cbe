import { type UseQueryResult, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { ArrowLeft, ExternalLink, Link2, Pencil, Settings, Users } from 'lucide-react';
import { type FormEvent, useEffect, useId, useRef, useState } from 'react';
import { z } from 'zod';
import { formatDateTime } from '~/shared/dates';
import {
  type BreakingNewsInput,
  type BreakingNewsItem,
  breakingNewsInputSchema,
  MAX_BREAKING_TEXT,
  priorityLabel,
  type ValidBreakingNewsInput,
} from '~/shared/schemas/breaking-news';
import {
  adminBreakingNewsQuery,
  createBreakingNews,
  deleteBreakingNews,
  invalidateBreakingNews,
  updateBreakingNews,
} from '../../api/admin-breaking-news';
import { errorMessage } from '../../api/admin-errors';
import { AdminHeader, type AdminLink } from '../../components/admin/admin-header';
import { AdminListSection } from '../../components/admin/admin-list-section';
import { AdminMeta } from '../../components/admin/admin-meta';
import { ConfirmDeleteButton } from '../../components/admin/confirm-delete-button';
import { FormField } from '../../components/ui/form-field';
import { Switch } from '../../components/ui/switch';
import { useSchemaForm } from '../../components/ui/use-schema-form';
import { toast } from '../../components/ui/use-toast';
import { cn } from '../../lib/cn';

const LINKS: AdminLink[] = [
  { href: '/admin/articles', label: 'Articles', icon: ArrowLeft },
  { href: '/', label: 'View Site', icon: ExternalLink },
  { href: '/admin/authors', label: 'Authors', icon: Users },
  { href: '/admin/settings', label: 'Settings', icon: Settings },
];

/** Part C §9: 3 skeletons outside the article list. */
const PRIORITIES = Array.from({ length: 10 }, (_, index) => index + 1);
const DEFAULT_PRIORITY = 1;

export type PriorityBadgeVariant = 'destructive' | 'default' | 'secondary';

/** Part C §9: destructive at 8 and above, default at 5 and above, else secondary. */
export function priorityBadgeVariant(priority: number): PriorityBadgeVariant {
  if (priority >= 8) return 'destructive';
  if (priority >= 5) return 'default';
  return 'secondary';
}

const PRIORITY_BADGE_CLASSES: Record<PriorityBadgeVariant, string> = {
  destructive: 'border-red-700 bg-red-700 text-white',
  default: 'border-ink bg-ink text-surface',
  secondary: 'border-border bg-accent-soft text-ink',
};

const BADGE = 'inline-flex items-center rounded-full border px-2.5 py-0.5 text-xs font-semibold';

/**
 * The hook holds the text fields; priority and Active have their own controls
 * and are added before the shared schema checks the whole item, so the form
 * shows the API's own messages.
 */
const textFieldsSchema = z.object({ text: z.string(), link: z.string() });

function itemFormSchema(priority: number, active: boolean) {
  return textFieldsSchema
    .transform((fields): BreakingNewsInput => ({ ...fields, priority, active }))
    .pipe(breakingNewsInputSchema);
}

/** /admin/breaking-news: the ticker's items, and the form that adds and edits them. */
export function BreakingNewsPage() {
  const [editing, setEditing] = useState<BreakingNewsItem | null>(null);
  const items = useQuery(adminBreakingNewsQuery);

  return (
    <div className="mx-auto flex max-w-7xl flex-col gap-6 px-4 py-8">
      <AdminMeta title="Breaking News" />
      <AdminHeader
        title="Breaking News Management"
        subtitle="The ticker across the top of the home page: the highest-priority active item is shown"
        links={LINKS}
      />
      <div className="grid gap-6 lg:grid-cols-[minmax(0,2fr)_minmax(0,3fr)] lg:items-start">
        {/* A new key per item: the form starts again from that item's values. */}
        <BreakingNewsForm
          key={editing?.id ?? 'new'}
          editing={editing}
          onDone={() => setEditing(null)}
        />
        <BreakingNewsList
          query={items}
          editingId={editing?.id ?? null}
          onEdit={setEditing}
          onDeleted={(id) => setEditing((current) => (current?.id === id ? null : current))}
        />
      </div>
    </div>
  );
}

function BreakingNewsForm({
  editing,
  onDone,
}: {
  editing: BreakingNewsItem | null;
  onDone: () => void;
}) {
  const id = useId();
  const queryClient = useQueryClient();
  const textRef = useRef<HTMLTextAreaElement>(null);
  const [priority, setPriority] = useState(editing?.priority ?? DEFAULT_PRIORITY);
  const [active, setActive] = useState(editing?.active ?? true);
  const form = useSchemaForm(itemFormSchema(priority, active), {
    text: editing?.text ?? '',
    link: editing?.link ?? '',
  });

  useEffect(() => {
    if (editing) textRef.current?.focus();
  }, [editing]);

  const mutation = useMutation({
    mutationFn: (input: ValidBreakingNewsInput) =>
      editing ? updateBreakingNews(editing.id, input) : createBreakingNews(input),
    onSuccess: async (item) => {
      toast({
        title: editing ? 'Breaking News Updated' : 'Breaking News Created',
        description: item.active
          ? `"${item.text}" is on the ticker.`
          : `"${item.text}" is saved but inactive.`,
      });
      form.reset();
      setPriority(DEFAULT_PRIORITY);
      setActive(true);
      onDone();
      await invalidateBreakingNews(queryClient);
    },
    onError: (error) => {
      toast(
        editing
          ? {
              title: 'Update Failed',
              description: errorMessage(error, 'Failed to update breaking news item'),
              variant: 'destructive',
            }
          : {
              title: 'Creation Failed',
              description: errorMessage(error, 'Failed to create breaking news item'),
              variant: 'destructive',
            },
      );
    },
  });

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const input = form.validate();
    if (input) mutation.mutate(input);
  }

  const textLength = form.values.text.length;
  return (
    <section
      aria-labelledby={`${id}-heading`}
      className="rounded-lg border border-border bg-surface p-6"
    >
      <h2 id={`${id}-heading`} className="text-xl font-semibold">
        {editing ? 'Edit Breaking News' : 'Add Breaking News'}
      </h2>
      <form method="post" noValidate onSubmit={submit} className="mt-4 flex flex-col gap-4">
        <FormField id={`${id}-text`} label="Breaking News Text" error={form.errors.text}>
          {(control) => (
            <>
              <textarea
                {...control}
                {...form.bind('text')}
                ref={textRef}
                rows={3}
                className="input resize-y"
                placeholder="What is happening across the multiverse right now?"
              />
              <p
                className={cn(
                  'text-right text-xs',
                  textLength > MAX_BREAKING_TEXT ? 'text-red-700 dark:text-red-400' : 'text-muted',
                )}
              >
                {textLength}/{MAX_BREAKING_TEXT}
              </p>
            </>
          )}
        </FormField>
        <FormField id={`${id}-link`} label="Link (optional)" error={form.errors.link}>
          {(control) => (
            <input
              {...control}
              {...form.bind('link')}
              inputMode="url"
              className="input"
              placeholder="https://… or /section/…"
            />
          )}
        </FormField>
        <FormField id={`${id}-priority`} label="Priority">
          {(control) => (
            <select
              {...control}
              className="input"
              value={priority}
              onChange={(event) => setPriority(Number(event.target.value))}
            >
              {PRIORITIES.map((value) => (
                <option key={value} value={value}>
                  {`${value} - ${priorityLabel(value)}`}
                </option>
              ))}
            </select>
          )}
        </FormField>
        <div className="flex items-center gap-3">
          <Switch id={`${id}-active`} checked={active} onCheckedChange={setActive} />
          <label htmlFor={`${id}-active`} className="text-sm font-medium">
            Active
          </label>
        </div>
        <div className="flex flex-wrap gap-2 pt-2">
          <button type="submit" className="button-primary" disabled={mutation.isPending}>
            {mutation.isPending
              ? 'Saving...'
              : editing
                ? 'Update Breaking News'
                : 'Create Breaking News'}
          </button>
          {editing ? (
            <button
              type="button"
              className="button-secondary"
              onClick={onDone}
              disabled={mutation.isPending}
            >
              Cancel
            </button>
          ) : null}
        </div>
      </form>
    </section>
  );
}

function BreakingNewsList({
  query,
  editingId,
  onEdit,
  onDeleted,
}: {
  query: UseQueryResult<BreakingNewsItem[]>;
  editingId: number | null;
  onEdit: (item: BreakingNewsItem) => void;
  onDeleted: (id: number) => void;
}) {
  // Stable sort: the server's newest-first order stays within a priority.
  const items = query.data ? [...query.data].sort((a, b) => b.priority - a.priority) : [];
  return (
    <AdminListSection
      heading="Breaking News Items"
      query={query}
      items={items}
      summary={(shown) => `${shown.filter((item) => item.active).length} active items`}
      loadingLabel="Loading breaking news..."
      skeletonClassName="flex flex-col gap-3"
      skeleton={
        <>
          <div className="flex gap-2">
            <div className="h-5 w-24 rounded-full bg-accent-soft" />
            <div className="h-5 w-16 rounded-full bg-accent-soft" />
          </div>
          <div className="h-4 w-5/6 rounded bg-accent-soft" />
          <div className="h-3 w-1/3 rounded bg-accent-soft" />
        </>
      }
      errorText="Failed to load breaking news items"
      emptyText="No breaking news items found"
      renderItem={(item) => (
        <BreakingNewsRow
          key={item.id}
          item={item}
          editing={item.id === editingId}
          onEdit={() => onEdit(item)}
          onDeleted={() => onDeleted(item.id)}
        />
      )}
    />
  );
}

function BreakingNewsRow({
  item,
  editing,
  onEdit,
  onDeleted,
}: {
  item: BreakingNewsItem;
  editing: boolean;
  onEdit: () => void;
  onDeleted: () => void;
}) {
  const queryClient = useQueryClient();
  const remove = useMutation({
    mutationFn: () => deleteBreakingNews(item.id),
    onSuccess: async () => {
      toast({ title: 'Breaking News Deleted', description: `"${item.text}" has been deleted.` });
      onDeleted();
      await invalidateBreakingNews(queryClient);
    },
    onError: (error) => {
      toast({
        title: 'Delete Failed',
        description: errorMessage(error, 'Failed to delete breaking news item'),
        variant: 'destructive',
      });
    },
  });

  return (
    // Inactive items are dimmed with the muted palette rather than opacity, which would break AA contrast.
    <li
      className={cn(
        'flex flex-col gap-2 rounded-lg border p-4',
        item.active ? 'border-border bg-surface' : 'border-dashed border-border bg-page text-muted',
        editing && 'ring-2 ring-accent',
      )}
    >
      <div className="flex flex-wrap items-center gap-2">
        <span className={cn(BADGE, PRIORITY_BADGE_CLASSES[priorityBadgeVariant(item.priority)])}>
          {`Priority ${item.priority} - ${priorityLabel(item.priority)}`}
        </span>
        <span
          className={cn(
            BADGE,
            item.active
              ? 'border-green-800 bg-green-700 text-white'
              : 'border-border bg-surface text-muted',
          )}
        >
          {item.active ? 'Active' : 'Inactive'}
        </span>
        {editing ? <span className="text-xs font-semibold text-accent">Editing</span> : null}
      </div>
      <p className={cn('font-medium', item.active && 'text-ink')}>{item.text}</p>
      {item.link ? (
        <a
          href={item.link}
          target="_blank"
          rel="noreferrer"
          className="link inline-flex items-center gap-1 self-start text-sm break-all"
        >
          <Link2 aria-hidden className="size-4 shrink-0" />
          {item.link}
        </a>
      ) : null}
      <p className="text-xs text-muted">Created {formatDateTime(item.createdAt)}</p>
      <div className="flex flex-wrap gap-2 pt-1">
        <button
          type="button"
          aria-label={`Edit "${item.text}"`}
          className="button-secondary inline-flex items-center gap-2 px-3 py-1.5"
          onClick={onEdit}
        >
          <Pencil aria-hidden className="size-4" />
          Edit
        </button>
        <ConfirmDeleteButton
          name={`"${item.text}"`}
          title="Delete Breaking News"
          description={`Are you sure you want to delete "${item.text}"? This action cannot be undone.`}
          pending={remove.isPending}
          onConfirm={() => remove.mutate()}
        />
      </div>
    </li>
  );
}
