import { useMutation } from '@tanstack/react-query';
import { GitCompare } from 'lucide-react';
import { formatDateTime } from '~/shared/dates';
import type { AdminArticle } from '~/shared/schemas/article';
import { errorMessage } from '../../api/admin-errors';
import { fetchCurrentArticle } from '../../api/admin-revisions';
import { Spinner } from '../ui/spinner';
import { type ComparedText, VersionComparison } from './word-diff';

/**
 * A save refused because someone else saved first (409). The form keeps the
 * editor's text; here they compare it with the version now on file, then
 * either save theirs on top (nothing is lost: the other version stays in
 * the history) or take the version on file instead.
 */
export function SaveConflict({
  articleId,
  mine,
  onSaveMine,
  onTakeTheirs,
}: {
  articleId: number;
  mine: ComparedText;
  onSaveMine: (theirs: AdminArticle) => void;
  onTakeTheirs: (theirs: AdminArticle) => void;
}) {
  const current = useMutation({ mutationFn: () => fetchCurrentArticle(articleId) });
  const theirs = current.data;
  return (
    <section
      aria-label="Save conflict"
      className="flex flex-col gap-4 rounded-md border border-amber-600 bg-amber-50 p-4 dark:bg-amber-950"
    >
      <p className="text-sm">
        Your text is still in the form below. Compare it with the version now on file before you
        decide.
      </p>
      {theirs ? (
        <>
          <p className="text-sm font-medium">
            Version {theirs.version}, saved by {theirs.savedBy ?? 'someone else'} on{' '}
            {formatDateTime(theirs.updatedAt)}
            {theirs.changeNote ? ` (${theirs.changeNote})` : ''}, compared with yours:
          </p>
          <VersionComparison
            label="Their version compared with yours"
            before={theirs}
            after={mine}
          />
          <div className="flex flex-wrap gap-3">
            <button type="button" className="button-primary" onClick={() => onSaveMine(theirs)}>
              Save Mine as Version {theirs.version + 1}
            </button>
            <button type="button" className="button-secondary" onClick={() => onTakeTheirs(theirs)}>
              Discard Mine and Load Theirs
            </button>
          </div>
        </>
      ) : current.isPending ? (
        <Spinner label="Loading their version..." />
      ) : (
        <div className="flex flex-col gap-2">
          {current.isError ? (
            <p role="alert" className="text-sm text-red-700 dark:text-red-400">
              {errorMessage(current.error, 'Failed to load their version')}
            </p>
          ) : null}
          <button
            type="button"
            className="button-secondary inline-flex items-center gap-2 self-start"
            onClick={() => current.mutate()}
          >
            <GitCompare aria-hidden className="size-4" />
            Compare With Their Version
          </button>
        </div>
      )}
    </section>
  );
}
