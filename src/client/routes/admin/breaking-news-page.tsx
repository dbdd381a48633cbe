import { useQuery } from '@tanstack/react-query';
import { Link2 } from 'lucide-react';
import { useId, useState } from 'react';
import { z } from 'zod';
import {
  type BreakingNewsInput,
  type BreakingNewsItem,
  breakingNewsInputSchema,
  MAX_BREAKING_TEXT,
  priorityLabel,
} from '~/shared/schemas/breaking-news';
import {
  adminBreakingNewsQuery,
  createBreakingNews,
  deleteBreakingNews,
  invalidateBreakingNews,
  updateBreakingNews,
} from '../../api/admin-breaking-news';
import {
  CollectionEditor,
  type CollectionFormProps,
  type CollectionRowProps,
} from '../../components/admin/collection-editor';
import {
  ActiveSwitch,
  CollectionForm,
  type CollectionFormWords,
} from '../../components/admin/collection-form';
import { CollectionRow } from '../../components/admin/collection-row';
import { type SaveToasts, useSaveWithToasts } from '../../components/admin/use-save-with-toasts';
import { FormField } from '../../components/ui/form-field';
import { SelectField, type SelectOption } from '../../components/ui/select-field';
import { useSchemaForm } from '../../components/ui/use-schema-form';
import { cn } from '../../lib/cn';

const FORM_WORDS: CollectionFormWords = {
  addHeading: 'Add Breaking News',
  editHeading: 'Edit Breaking News',
  createButton: 'Create Breaking News',
  updateButton: 'Update Breaking News',
};

const SAVE_TOASTS: SaveToasts<BreakingNewsItem> = {
  created: 'Breaking News Created',
  updated: 'Breaking News Updated',
  describe: (item) =>
    item.active ? `"${item.text}" is on the ticker.` : `"${item.text}" is saved but inactive.`,
  createFailed: { title: 'Creation Failed', fallback: 'Failed to create breaking news item' },
  updateFailed: { title: 'Update Failed', fallback: 'Failed to update breaking news item' },
};

/** Priorities 1 to 10, each with its label ("9 - Critical"). */
const PRIORITY_OPTIONS: SelectOption<string>[] = Array.from({ length: 10 }, (_, index) => ({
  value: String(index + 1),
  label: `${index + 1} - ${priorityLabel(index + 1)}`,
}));
const DEFAULT_PRIORITY = 1;

export type PriorityBadgeVariant = 'destructive' | 'default' | 'secondary';

/** The badge of an item's priority: destructive at 8 and above, default at 5 and above, else secondary. */
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

/** Highest priority first; the sort is stable, so the server's newest-first order stays within a priority. */
function byPriority(items: readonly BreakingNewsItem[]): BreakingNewsItem[] {
  return [...items].sort((a, b) => b.priority - a.priority);
}

/** /admin/breaking-news: the ticker's items, and the form that adds and edits them. */
export function BreakingNewsPage() {
  const items = useQuery(adminBreakingNewsQuery);
  return (
    <CollectionEditor
      metaTitle="Breaking News"
      title="Breaking News Management"
      subtitle="The ticker across the top of the home page: the highest-priority active item is shown"
      query={items}
      order={byPriority}
      list={{
        heading: 'Breaking News Items',
        summary: (shown) => `${shown.filter((item) => item.active).length} active items`,
        loadingLabel: 'Loading breaking news...',
        errorText: 'Failed to load breaking news items',
        emptyText: 'No breaking news items found',
      }}
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
      renderForm={(props) => <BreakingNewsForm {...props} />}
      renderRow={(props) => <BreakingNewsRow {...props} />}
    />
  );
}

function BreakingNewsForm({ editing, onDone }: CollectionFormProps<BreakingNewsItem>) {
  const id = useId();
  const [priority, setPriority] = useState(editing?.priority ?? DEFAULT_PRIORITY);
  const [active, setActive] = useState(editing?.active ?? true);
  const form = useSchemaForm(itemFormSchema(priority, active), {
    text: editing?.text ?? '',
    link: editing?.link ?? '',
  });
  const save = useSaveWithToasts({
    editingId: editing?.id ?? null,
    create: createBreakingNews,
    update: updateBreakingNews,
    toasts: SAVE_TOASTS,
    invalidate: invalidateBreakingNews,
    onSaved: () => {
      form.reset();
      setPriority(DEFAULT_PRIORITY);
      setActive(true);
      onDone();
    },
  });

  const textLength = form.values.text.length;
  return (
    <CollectionForm
      words={FORM_WORDS}
      editing={editing !== null}
      pending={save.isPending}
      onSubmit={() => {
        const input = form.validate();
        if (input) save.mutate(input);
      }}
      onCancel={onDone}
    >
      <FormField id={`${id}-text`} label="Breaking News Text" error={form.errors.text}>
        {(control) => (
          <>
            <textarea
              {...control}
              {...form.bind('text')}
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
      <SelectField
        id={`${id}-priority`}
        label="Priority"
        value={String(priority)}
        options={PRIORITY_OPTIONS}
        onChange={(value) => setPriority(Number(value))}
      />
      <ActiveSwitch id={`${id}-active`} checked={active} onChange={setActive} />
    </CollectionForm>
  );
}

function BreakingNewsRow({
  item,
  editing,
  onEdit,
  onDeleted,
}: CollectionRowProps<BreakingNewsItem>) {
  return (
    <CollectionRow
      name={`"${item.text}"`}
      active={item.active}
      editing={editing}
      createdAt={item.createdAt}
      onEdit={onEdit}
      remove={{
        confirmTitle: 'Delete Breaking News',
        confirmDescription: `Are you sure you want to delete "${item.text}"? This action cannot be undone.`,
        run: () => deleteBreakingNews(item.id),
        deleted: {
          title: 'Breaking News Deleted',
          description: `"${item.text}" has been deleted.`,
        },
        fallback: 'Failed to delete breaking news item',
        invalidate: invalidateBreakingNews,
        onDeleted,
      }}
      badges={
        <>
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
        </>
      }
    >
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
    </CollectionRow>
  );
}
