import { useQuery } from '@tanstack/react-query';
import { type FormEvent, useId } from 'react';
import { PUBLIC_ARTICLE_STATUSES } from '~/shared/article-constants';
import { formatDateTime } from '~/shared/dates';
import type { AdminArticle } from '~/shared/schemas/article';
import {
  CORRECTION_KINDS,
  CORRECTION_LABELS,
  type CorrectionInput,
  type CorrectionKind,
  correctionHeading,
  correctionInputSchema,
  MAX_CORRECTION_TEXT,
} from '~/shared/schemas/correction';
import { invalidateArticles } from '../../api/admin-articles';
import { addCorrection } from '../../api/admin-corrections';
import { articleCorrectionsQuery } from '../../api/corrections';
import { FormField } from '../ui/form-field';
import { SelectField, type SelectOption } from '../ui/select-field';
import { useSchemaForm } from '../ui/use-schema-form';
import { FormAlert } from './form-alert';
import { useMutationWithToasts } from './use-save-with-toasts';

const KIND_OPTIONS: SelectOption<CorrectionKind>[] = CORRECTION_KINDS.map((kind) => ({
  value: kind,
  label: CORRECTION_LABELS[kind],
}));

const EMPTY: CorrectionInput = { kind: 'correction', text: '' };

/** Whether readers can see the article now: only a published story takes corrections. */
export function isOutNow(article: Pick<AdminArticle, 'status' | 'publishedAt'>): boolean {
  const status = article.status as (typeof PUBLIC_ARTICLE_STATUSES)[number];
  return (
    PUBLIC_ARTICLE_STATUSES.includes(status) &&
    (article.publishedAt === null || Date.parse(article.publishedAt) <= Date.now())
  );
}

/**
 * The editor's Corrections panel on a published article: the notes readers
 * see under it, and a form to append a dated correction or update.
 */
export function ArticleCorrectionsPanel({ article }: { article: AdminArticle }) {
  const id = useId();
  const reference = String(article.id);
  const corrections = useQuery(articleCorrectionsQuery(reference));
  const form = useSchemaForm(correctionInputSchema, EMPTY);
  const add = useMutationWithToasts({
    run: (input: CorrectionInput) => addCorrection(article.id, input),
    succeeded: (saved) => ({
      title: `${CORRECTION_LABELS[saved.kind]} Added`,
      description: 'Readers see it under the article now.',
    }),
    failed: { title: 'Correction Failed', fallback: 'Failed to add the correction' },
    invalidate: (client) =>
      Promise.all([
        client.invalidateQueries({ queryKey: articleCorrectionsQuery(reference).queryKey }),
        invalidateArticles(client),
      ]),
    onSuccess: () => form.reset(),
  });

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const input = form.validate();
    if (input) add.mutate(input);
  }

  return (
    <section
      aria-labelledby={`${id}-heading`}
      className="flex flex-col gap-4 rounded-lg border border-border bg-surface p-6"
    >
      <h2 id={`${id}-heading`} className="text-xl font-semibold">
        Corrections
      </h2>
      {corrections.data && corrections.data.length > 0 ? (
        <ul aria-label="Corrections and updates" className="flex flex-col gap-2 text-sm">
          {corrections.data.map((correction) => (
            <li key={correction.id}>
              <strong>{`${correctionHeading(correction.kind, formatDateTime(correction.createdAt))}:`}</strong>
              {` ${correction.text}`}
            </li>
          ))}
        </ul>
      ) : (
        <p className="text-sm text-muted">No corrections or updates yet.</p>
      )}
      <form method="post" noValidate onSubmit={submit} className="flex flex-col gap-3">
        {add.failureMessage ? <FormAlert message={add.failureMessage} /> : null}
        <SelectField
          id={`${id}-kind`}
          label="Kind"
          value={(form.values.kind ?? 'correction') as CorrectionKind}
          options={KIND_OPTIONS}
          onChange={(kind) => form.set('kind', kind)}
        />
        <FormField id={`${id}-text`} label="Correction Text" error={form.errors.text}>
          {(control) => (
            <textarea
              {...control}
              {...form.bind('text')}
              rows={3}
              maxLength={MAX_CORRECTION_TEXT}
              className="input"
            />
          )}
        </FormField>
        <button type="submit" className="button-primary self-start" disabled={add.isPending}>
          {add.isPending ? 'Adding...' : 'Add Correction'}
        </button>
      </form>
    </section>
  );
}
