import { Download, Upload } from 'lucide-react';
import { type FormEvent, useEffect, useId, useState } from 'react';
import { z } from 'zod';
import type { DatabaseImportResult, DatabaseTable } from '~/shared/schemas/database-export';
import {
  INVALID_IMPORT_JSON_MESSAGE,
  importTextSchema,
  NO_IMPORT_DATA_MESSAGE,
} from '~/shared/schemas/database-import';
import { exportDatabase, importDatabase } from '../../api/admin-database';
import { AdminMeta } from '../../components/admin/admin-meta';
import { AdminPageHeading } from '../../components/admin/admin-page-heading';
import { MB, megabytes } from '../../components/admin/byte-size';
import { ExportFilePicker } from '../../components/admin/export-file-picker';
import { ImportProgress, type ImportStage } from '../../components/admin/import-progress';
import { ImportResults } from '../../components/admin/import-results';
import { useMutationWithToasts } from '../../components/admin/use-save-with-toasts';
import { FormField } from '../../components/ui/form-field';
import { useSchemaForm } from '../../components/ui/use-schema-form';
import { toast } from '../../components/ui/use-toast';

const CARD = 'rounded-lg border border-border bg-surface p-6';

/** /admin/database: the whole newsroom out as JSON, and back in. */
export function DatabasePage() {
  return (
    <div className="mx-auto flex max-w-5xl flex-col gap-6 px-4 py-6 sm:py-8">
      <AdminMeta title="Database" />
      <AdminPageHeading
        title="Database Management"
        subtitle="Move the whole newsroom between environments"
      />
      <ExportSection />
      <ImportSection />
    </div>
  );
}

/** Exports up to this size are shown whole in the box; larger ones, their beginning. */
const SHOWN_WHOLE_BYTES = 5 * MB;
const SHOWN_BEGINNING_BYTES = 1 * MB;

interface ExportedFile {
  file: Blob;
  fileName: string;
  /** The text in the box: the whole export, or its beginning when it is large. */
  shown: string;
}

async function exportForPage(): Promise<ExportedFile> {
  const { file, fileName } = await exportDatabase();
  const whole = file.size <= SHOWN_WHOLE_BYTES;
  const shown = await (whole ? file : file.slice(0, SHOWN_BEGINNING_BYTES)).text();
  return { file, fileName, shown };
}

function ExportSection() {
  const id = useId();
  const [exported, setExported] = useState<ExportedFile | null>(null);
  const downloadUrl = useObjectUrl(exported?.file ?? null);
  const mutation = useMutationWithToasts({
    run: exportForPage,
    succeeded: ({ file }) => ({
      title: 'Export Successful',
      description:
        file.size <= SHOWN_WHOLE_BYTES
          ? 'Copy the data below, or download it as a file.'
          : `The export is ${megabytes(file.size)}: download it as a file.`,
    }),
    failed: { title: 'Export Failed', fallback: 'Failed to export database' },
    onSuccess: setExported,
  });

  function download() {
    if (!exported || !downloadUrl) return;
    const link = document.createElement('a');
    link.href = downloadUrl;
    link.download = exported.fileName;
    link.click();
  }

  const partial = exported !== null && exported.file.size > SHOWN_WHOLE_BYTES;
  return (
    <section aria-labelledby={`${id}-heading`} className={CARD}>
      <h2 id={`${id}-heading`} className="text-xl font-semibold">
        Export Database
      </h2>
      <p className="mt-1 text-sm text-muted">
        Every article, revision, author profile, breaking news item, editorial team member and user
        account (with its password hash, never a session) as one JSON document, one record a line.
      </p>
      <p className="mt-2 text-sm text-muted">
        Readership comes as its daily summaries and each article's views per day. The raw readership
        events (single page views and searches) are not exported: the dashboard's figures for past
        days come from the summaries, so they move whole, but the events of the current day are left
        behind.
      </p>
      <p className="mt-2 text-sm text-muted">
        Uploaded images are not in the export: articles and profiles name them by their /media/
        address. The images themselves live in the database file, so a copy made with{' '}
        <code>gazette backup</code> carries them; an import into another site shows them only if
        that site's database already holds them.
      </p>
      <div className="mt-4 flex flex-wrap gap-2">
        <button
          type="button"
          className="button-primary"
          onClick={() => mutation.mutate()}
          disabled={mutation.isPending}
        >
          <Download aria-hidden className="size-4" />
          {mutation.isPending ? 'Exporting...' : 'Export Database'}
        </button>
        {exported ? (
          <button type="button" className="button-secondary" onClick={download}>
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
                aria-describedby={partial ? `${id}-partial` : undefined}
                readOnly
                rows={14}
                spellCheck={false}
                className="input w-full font-mono text-xs"
                value={exported.shown}
              />
            )}
          </FormField>
          {partial ? (
            <p id={`${id}-partial`} className="mt-2 text-sm text-muted">
              The first {megabytes(SHOWN_BEGINNING_BYTES)} of {megabytes(exported.file.size)} is
              shown; Download JSON saves all of it.
            </p>
          ) : null}
        </div>
      ) : null}
    </section>
  );
}

/** A blob URL for the file, released when the file changes or the page closes. */
function useObjectUrl(file: Blob | null): string | null {
  const [url, setUrl] = useState<string | null>(null);
  useEffect(() => {
    if (file === null) return;
    const next = URL.createObjectURL(file);
    setUrl(next);
    return () => {
      URL.revokeObjectURL(next);
      setUrl(null);
    };
  }, [file]);
  return url;
}

const importFormSchema = z.object({ data: importTextSchema });

function ImportSection() {
  const id = useId();
  const form = useSchemaForm(importFormSchema, { data: '' });
  const [file, setFile] = useState<File | null>(null);
  const [stage, setStage] = useState<ImportStage | null>(null);
  const [result, setResult] = useState<DatabaseImportResult | null>(null);
  const mutation = useMutationWithToasts({
    run: (body: Blob | string) => {
      setStage({ stage: 'sending', progress: null });
      return importDatabase(body, (progress) =>
        setStage(
          progress.sent < progress.total ? { stage: 'sending', progress } : { stage: 'writing' },
        ),
      ).finally(() => setStage(null));
    },
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
    if (file) {
      setResult(null);
      // The file goes as it is: the server reads and checks it, the page never holds its text.
      mutation.mutate(file);
      return;
    }
    const valid = form.validate();
    if (valid) {
      setResult(null);
      mutation.mutate(form.values.data.trim());
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
        Choose or drop an export file, or paste its JSON. Duplicates are skipped and existing data
        is preserved.
      </p>
      <form method="post" noValidate onSubmit={submit} className="mt-4 flex flex-col gap-4">
        <ExportFilePicker file={file} onChange={setFile} disabled={mutation.isPending} />
        <FormField id={`${id}-data`} label="Export data (JSON)" error={form.errors.data}>
          {(control) => (
            <textarea
              {...control}
              {...form.bind('data')}
              rows={8}
              spellCheck={false}
              disabled={file !== null}
              placeholder={file ? 'The chosen file is imported' : '{"meta": {...}, "data": {...}}'}
              className="input w-full font-mono text-xs disabled:opacity-60"
            />
          )}
        </FormField>
        <button type="submit" className="button-primary self-start" disabled={mutation.isPending}>
          <Upload aria-hidden className="size-4" />
          {mutation.isPending ? 'Importing...' : 'Import Database'}
        </button>
        <ImportProgress stage={stage} />
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
