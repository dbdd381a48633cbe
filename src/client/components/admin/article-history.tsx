import { useQuery, useQueryClient } from '@tanstack/react-query';
import { History, RotateCcw } from 'lucide-react';
import { useId, useState } from 'react';
import { formatDateTime } from '~/shared/dates';
import type { AdminArticle } from '~/shared/schemas/article';
import type { ArticleRevisionSummary } from '~/shared/schemas/article-revision';
import { invalidateArticles } from '../../api/admin-articles';
import {
  articleRevisionQuery,
  articleRevisionsQuery,
  restoreRevision,
} from '../../api/admin-revisions';
import {
  AlertDialog,
  AlertDialogAction,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogTitle,
  AlertDialogTrigger,
} from '../ui/alert-dialog';
import { SelectField, type SelectOption } from '../ui/select-field';
import { Spinner } from '../ui/spinner';
import { useMutationWithToasts } from './use-save-with-toasts';
import { VersionComparison } from './word-diff';

function versionLabel(entry: ArticleRevisionSummary): string {
  return `Version ${entry.version}${entry.current ? ' (current)' : ''}`;
}

/**
 * The editor's History panel: every version (number, who, when, note), any
 * two compared word by word, and any one restored as a new version.
 * `dirty` warns that a restore replaces what the form holds unsaved.
 */
export function ArticleHistory({
  article,
  dirty,
  mayRestore,
  onRestored,
}: {
  article: AdminArticle;
  dirty: boolean;
  mayRestore: boolean;
  onRestored: (restored: AdminArticle) => void;
}) {
  const id = useId();
  const versions = useQuery(articleRevisionsQuery(article.id));
  const [compare, setCompare] = useState<{ from: number; to: number } | null>(null);

  return (
    <section
      aria-labelledby={`${id}-heading`}
      className="flex flex-col gap-4 rounded-lg border border-border bg-surface p-6"
    >
      <h2 id={`${id}-heading`} className="flex items-center gap-2 text-xl font-semibold">
        <History aria-hidden className="size-5" />
        History
      </h2>
      {versions.isPending ? (
        <Spinner label="Loading history..." />
      ) : versions.isError ? (
        <p role="alert" className="text-red-700 dark:text-red-400">
          Failed to load the history
        </p>
      ) : (
        <>
          <ol aria-label="Versions" className="flex flex-col divide-y divide-border">
            {versions.data.map((entry) => (
              <li key={entry.version} className="flex flex-wrap items-center gap-3 py-3">
                <div className="flex-1">
                  <p className="font-medium">
                    {versionLabel(entry)} · {entry.savedBy ?? 'Unknown'} ·{' '}
                    {formatDateTime(entry.createdAt)}
                  </p>
                  {entry.changeNote ? (
                    <p className="text-sm text-muted">{entry.changeNote}</p>
                  ) : null}
                </div>
                {mayRestore && !entry.current ? (
                  <RestoreButton
                    article={article}
                    version={entry.version}
                    dirty={dirty}
                    onRestored={onRestored}
                  />
                ) : null}
              </li>
            ))}
          </ol>
          {versions.data.length > 1 ? (
            <CompareVersions
              articleId={article.id}
              versions={versions.data}
              compare={compare}
              onCompare={setCompare}
            />
          ) : null}
        </>
      )}
    </section>
  );
}

function CompareVersions({
  articleId,
  versions,
  compare,
  onCompare,
}: {
  articleId: number;
  versions: ArticleRevisionSummary[];
  compare: { from: number; to: number } | null;
  onCompare: (pair: { from: number; to: number }) => void;
}) {
  const id = useId();
  const options: SelectOption<string>[] = versions.map((entry) => ({
    value: String(entry.version),
    label: versionLabel(entry),
  }));
  const [from, setFrom] = useState(String(versions[1]!.version));
  const [to, setTo] = useState(String(versions[0]!.version));
  return (
    <div className="flex flex-col gap-4 border-t border-border pt-4">
      <div className="flex flex-wrap items-end gap-3">
        <SelectField
          id={`${id}-from`}
          label="Compare version"
          value={from}
          options={options}
          onChange={setFrom}
        />
        <SelectField
          id={`${id}-to`}
          label="with version"
          value={to}
          options={options}
          onChange={setTo}
        />
        <button
          type="button"
          className="button-secondary"
          onClick={() => onCompare({ from: Number(from), to: Number(to) })}
        >
          Compare
        </button>
      </div>
      {compare ? <Comparison articleId={articleId} {...compare} /> : null}
    </div>
  );
}

function Comparison({ articleId, from, to }: { articleId: number; from: number; to: number }) {
  const before = useQuery(articleRevisionQuery(articleId, from));
  const after = useQuery(articleRevisionQuery(articleId, to));
  if (before.isPending || after.isPending) return <Spinner label="Loading versions..." />;
  if (before.isError || after.isError) {
    return (
      <p role="alert" className="text-red-700 dark:text-red-400">
        Failed to load the versions
      </p>
    );
  }
  return (
    <VersionComparison
      label={`Changes from version ${from} to version ${to}`}
      before={before.data}
      after={after.data}
    />
  );
}

function RestoreButton({
  article,
  version,
  dirty,
  onRestored,
}: {
  article: AdminArticle;
  version: number;
  dirty: boolean;
  onRestored: (restored: AdminArticle) => void;
}) {
  const queryClient = useQueryClient();
  const restore = useMutationWithToasts({
    run: () => restoreRevision(article.id, version, { version: article.version }),
    succeeded: (saved: AdminArticle) => ({
      title: 'Version Restored',
      description: `Version ${version} is now version ${saved.version}; nothing was lost.`,
    }),
    failed: { title: 'Restore Failed', fallback: 'Failed to restore the version' },
    invalidate: (client) =>
      Promise.all([
        invalidateArticles(client),
        client.invalidateQueries({ queryKey: articleRevisionsQuery(article.id).queryKey }),
      ]),
    onSuccess: (saved) => {
      queryClient.setQueryData(['/api/admin/articles', String(article.id)], saved);
      onRestored(saved);
    },
  });
  return (
    <AlertDialog>
      <AlertDialogTrigger asChild>
        <button
          type="button"
          className="button-secondary inline-flex items-center gap-2"
          disabled={restore.isPending}
          aria-label={`Restore version ${version}`}
        >
          <RotateCcw aria-hidden className="size-4" />
          Restore
        </button>
      </AlertDialogTrigger>
      <AlertDialogContent>
        <AlertDialogTitle>Restore Version {version}</AlertDialogTitle>
        <AlertDialogDescription>
          Its title, summary and content become version {article.version + 1}; every version stays
          in the history.
          {dirty ? ' Your unsaved changes in the form will be replaced.' : ''}
        </AlertDialogDescription>
        <AlertDialogFooter>
          <AlertDialogCancel>Cancel</AlertDialogCancel>
          <AlertDialogAction onClick={() => restore.mutate(undefined)}>Restore</AlertDialogAction>
        </AlertDialogFooter>
      </AlertDialogContent>
    </AlertDialog>
  );
}
