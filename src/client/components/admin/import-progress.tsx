import { useId } from 'react';
import type { UploadProgress } from '../../api/admin-database';
import { megabytes } from './byte-size';

/** Where an import has got: sending the file (with how much is sent), then writing its records. */
export type ImportStage =
  | { stage: 'sending'; progress: UploadProgress | null }
  | { stage: 'writing' };

/** Progress while an import runs: the bytes sent, then the records being written. */
export function ImportProgress({ stage }: { stage: ImportStage | null }) {
  const id = useId();
  if (!stage) return null;
  const label =
    stage.stage === 'writing'
      ? 'Writing the records…'
      : stage.progress
        ? `Sending ${megabytes(stage.progress.sent)} of ${megabytes(stage.progress.total)}…`
        : 'Sending…';
  return (
    <div className="flex flex-col gap-1.5">
      <p id={`${id}-label`} aria-live="polite" className="text-sm text-muted">
        {label}
      </p>
      <progress
        aria-labelledby={`${id}-label`}
        className="h-2 w-full max-w-md accent-accent"
        max={stage.stage === 'sending' && stage.progress ? stage.progress.total : undefined}
        value={stage.stage === 'sending' && stage.progress ? stage.progress.sent : undefined}
      />
    </div>
  );
}
