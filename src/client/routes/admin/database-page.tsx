import {
  ArrowLeft,
  Download,
  ExternalLink,
  Newspaper,
  Settings,
  Upload,
  Users,
} from 'lucide-react';
import { type FormEvent, useEffect, useId, useState } from 'react';
import { z } from 'zod';
import type { DatabaseImportResult, DatabaseTable } from '~/shared/schemas/database-export';
import {
  INVALID_IMPORT_JSON_MESSAGE,
  importTextSchema,
  NO_IMPORT_DATA_MESSAGE,
} from '~/shared/schemas/database-import';
import { exportDatabase, exportFileName, importDatabase } from '../../api/admin-database';
import { AdminHeader, type AdminLink } from '../../components/admin/admin-header';
import { AdminMeta } from '../../components/admin/admin-meta';
import { useMutationWithToasts } from '../../components/admin/use-save-with-toasts';
import { FormField } from '../../components/ui/form-field';
import { useSchemaForm } from '../../components/ui/use-schema-form';
import { toast } from '../../components/ui/use-toast';

const LINKS: AdminLink[] = [
  { href: '/admin/articles', label: 'Articles', icon: ArrowLeft },
  { href: '/', label: 'View Site', icon: ExternalLink },
  { href: '/admin/breaking-news', label: 'Breaking News', icon: Newspaper },
  { href: '/admin/authors', label: 'Authors', icon: Users },
  { href: '/admin/settings', label: 'Settings', icon: Settings },
];

/** The counts shown after an import, in a fixed order. */
const RESULT_ROWS: ReadonlyArray<readonly [DatabaseTable, string]> = [
  ['users', 'Users'],
  ['articles', 'Articles'],
  ['breakingNews', 'Breaking news items'],
  ['authorProfiles', 'Author profiles'],
  ['editorialTeam', 'Editorial team members'],
  ['articleRevisions', 'Article revisions'],
  ['analyticsSummaries', 'Readership days'],
  ['analyticsArticleViews', 'Article views per day'],
];

const CARD = 'rounded-lg border border-border bg-surface p-6';

/** /admin/database: the whole newsroom out as JSON, and back in. */
export function DatabasePage() {
  return (
    <div className="mx-auto flex max-w-5xl flex-col gap-6 px-4 py-8">
      <AdminMeta title="Database" />
      <AdminHeader
        title="Database Management"
        subtitle="Move the whole newsroom between environments"
        links={LINKS}
      />
      <ExportSection />
      <ImportSection />
    </div>
  );
}

interface ExportedFile {
  text: string;
  fileName: string;
}

function ExportSection() {
  const id = useId();
  const [exported, setExported] = useState<ExportedFile | null>(null);
  const downloadUrl = useObjectUrl(exported?.text ?? null);
  const mutation = useMutationWithToasts({
    run: exportDatabase,
    succeeded: () => ({
      title: 'Export Successful',
      description: 'Copy the data below, or download it as a file.',
    }),
    failed: { title: 'Export Failed', fallback: 'Failed to export database' },
    onSuccess: (file) =>
      setExported({
        text: JSON.stringify(file, null, 2),
        fileName: exportFileName(file.meta.exportedAt),
      }),
  });

  function download() {
    if (!exported || !downloadUrl) return;
    const link = document.createElement('a');
    link.href = downloadUrl;
    link.download = exported.fileName;
    link.click();
  }

  return (
    <section aria-labelledby={`${id}-heading`} className={CARD}>
      <h2 id={`${id}-heading`} className="text-xl font-semibold">
        Export Database
      </h2>
      <p className="mt-1 text-sm text-muted">
        Every article, revision, author profile, breaking news item, editorial team member and user
        account (with its password hash, never a session) as one JSON document.
      </p>
      <p className="mt-2 text-sm text-muted">
        Readership comes as its daily summaries and each article's views per day. The raw readership
        events (single page views and searches) are not exported: the dashboard's figures for past
        days come from the summaries, so they move whole, but the events of the current day are left
        behind.
      </p>
      <div className="mt-4 flex flex-wrap gap-2">
        <button
          type="button"
          className="button-primary inline-flex items-center gap-2"
          onClick={() => mutation.mutate()}
          disabled={mutation.isPending}
        >
          <Download aria-hidden className="size-4" />
          {mutation.isPending ? 'Exporting...' : 'Export Database'}
        </button>
        {exported ? (
          <button
            type="button"
            className="button-secondary inline-flex items-center gap-2"
            onClick={download}
          >
            <Download aria-hidden className="size-4" />
            Download JSON
          </button>
        ) : null}
      </div>
      {exported ? (
        <div className="mt-4">
          <FormField id={`${id}-exported`} label={`Exported data (${exported.fileName})`}>
            {(control) => (
              <textarea
                {...control}
                readOnly
                rows={14}
                spellCheck={false}
                className="input w-full font-mono text-xs"
                value={exported.text}
              />
            )}
          </FormField>
        </div>
      ) : null}
    </section>
  );
}

/** A blob URL for the text, released when the text changes or the page closes. */
function useObjectUrl(text: string | null): string | null {
  const [url, setUrl] = useState<string | null>(null);
  useEffect(() => {
    if (text === null) return;
    const next = URL.createObjectURL(new Blob([text], { type: 'application/json' }));
    setUrl(next);
    return () => {
      URL.revokeObjectURL(next);
      setUrl(null);
    };
  }, [text]);
  return url;
}

const importFormSchema = z.object({ data: importTextSchema });

function ImportSection() {
  const id = useId();
  const form = useSchemaForm(importFormSchema, { data: '' });
  const [result, setResult] = useState<DatabaseImportResult | null>(null);
  const mutation = useMutationWithToasts({
    run: importDatabase,
    succeeded: (counts) => ({
      title: 'Import Successful',
      description: `${total(counts.imported)} records imported, ${total(counts.skipped)} already present and skipped.`,
    }),
    failed: { title: 'Import Failed', fallback: 'Failed to import database' },
    // Any screen may show what was just added.
    invalidate: (queryClient) => queryClient.invalidateQueries(),
    onSuccess: setResult,
  });

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const valid = form.validate();
    if (valid) {
      setResult(null);
      mutation.mutate(valid.data);
      return;
    }
    toast(
      form.values.data.trim() === ''
        ? { title: 'No Data', description: NO_IMPORT_DATA_MESSAGE, variant: 'destructive' }
        : {
            title: 'Import Failed',
            description: INVALID_IMPORT_JSON_MESSAGE,
            variant: 'destructive',
          },
    );
  }

  return (
    <section aria-labelledby={`${id}-heading`} className={CARD}>
      <h2 id={`${id}-heading`} className="text-xl font-semibold">
        Import Database
      </h2>
      <p className="mt-1 text-sm text-muted">
        Paste the JSON of an export. Duplicates are skipped and existing data is preserved.
      </p>
      <form method="post" noValidate onSubmit={submit} className="mt-4 flex flex-col gap-4">
        <FormField id={`${id}-data`} label="Export data (JSON)" error={form.errors.data}>
          {(control) => (
            <textarea
              {...control}
              {...form.bind('data')}
              rows={10}
              spellCheck={false}
              placeholder='{"meta": {...}, "data": {...}}'
              className="input w-full font-mono text-xs"
            />
          )}
        </FormField>
        <button
          type="submit"
          className="button-primary inline-flex items-center gap-2 self-start"
          disabled={mutation.isPending}
        >
          <Upload aria-hidden className="size-4" />
          {mutation.isPending ? 'Importing...' : 'Import Database'}
        </button>
      </form>
      {mutation.failureMessage ? (
        <p
          role="alert"
          className="mt-4 rounded-md border border-red-700 p-3 text-sm text-red-700 dark:border-red-400 dark:text-red-400"
        >
          {mutation.failureMessage}
        </p>
      ) : null}
      {result ? <ImportResults result={result} /> : null}
    </section>
  );
}

function total(counts: Record<DatabaseTable, number>): number {
  return Object.values(counts).reduce((sum, count) => sum + count, 0);
}

function ImportResults({ result }: { result: DatabaseImportResult }) {
  const id = useId();
  return (
    <div className="mt-6">
      <h3 id={`${id}-heading`} className="text-lg font-semibold">
        Import Results
      </h3>
      <table aria-labelledby={`${id}-heading`} className="mt-2 w-full max-w-lg text-sm">
        <thead>
          <tr className="border-b border-border text-left">
            <th scope="col" className="py-2 font-medium text-muted">
              Records
            </th>
            <th scope="col" className="py-2 text-right font-medium text-muted">
              Imported
            </th>
            <th scope="col" className="py-2 text-right font-medium text-muted">
              Skipped
            </th>
          </tr>
        </thead>
        <tbody>
          {RESULT_ROWS.map(([table, label]) => (
            <tr key={table} className="border-b border-border last:border-0">
              <th scope="row" className="py-2 text-left font-normal">
                {label}
              </th>
              <td className="py-2 text-right tabular-nums">{result.imported[table]}</td>
              <td className="py-2 text-right tabular-nums">{result.skipped[table]}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
