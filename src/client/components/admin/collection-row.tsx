import { Pencil } from 'lucide-react';
import type { ReactNode } from 'react';
import { formatDateTime } from '~/shared/dates';
import { cn } from '../../lib/cn';
import { ConfirmDeleteButton, type DeleteAction } from './confirm-delete-button';

/**
 * One record in a collection editor's list: its badges (with "Editing" while
 * it is in the form), its content, when it was created, then Edit and Delete.
 * `name` tells the rows' buttons apart for screen readers ("Edit {name}").
 */
export function CollectionRow({
  name,
  active,
  editing,
  createdAt,
  leading,
  badges,
  children,
  onEdit,
  remove,
}: {
  name: string;
  active: boolean;
  editing: boolean;
  createdAt: string;
  /** Beside the content, e.g. a picture. */
  leading?: ReactNode;
  badges: ReactNode;
  children?: ReactNode;
  onEdit: () => void;
  remove: DeleteAction;
}) {
  return (
    // Inactive records are dimmed with the muted palette rather than opacity, which would break AA contrast.
    <li
      className={cn(
        'flex gap-4 rounded-lg border p-4',
        active ? 'border-border bg-surface' : 'border-dashed border-border bg-page text-muted',
        editing && 'ring-2 ring-accent',
      )}
    >
      {leading}
      <div className="flex min-w-0 flex-1 flex-col gap-2">
        <div className="flex flex-wrap items-center gap-2">
          {badges}
          {editing ? <span className="text-xs font-semibold text-accent">Editing</span> : null}
        </div>
        {children}
        <p className="text-xs text-muted">Created {formatDateTime(createdAt)}</p>
        <div className="flex flex-wrap gap-2 pt-1">
          <button
            type="button"
            aria-label={`Edit ${name}`}
            className="button-secondary button-small"
            onClick={onEdit}
          >
            <Pencil aria-hidden className="size-4" />
            Edit
          </button>
          <ConfirmDeleteButton name={name} action={remove} />
        </div>
      </div>
    </li>
  );
}
