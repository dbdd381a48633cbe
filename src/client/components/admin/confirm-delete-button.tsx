import type { QueryClient } from '@tanstack/react-query';
import { Trash } from 'lucide-react';
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
import { type SuccessToast, useMutationWithToasts } from './use-save-with-toasts';

/** What a Delete button asks, does and reports. */
export interface DeleteAction {
  /** The confirmation dialog's title and question. */
  confirmTitle: string;
  confirmDescription: string;
  run: () => Promise<void>;
  deleted: SuccessToast;
  /** The failure toast's text when the server sends no message. */
  fallback: string;
  invalidate: (queryClient: QueryClient) => Promise<unknown>;
  onDeleted?: () => void;
}

/**
 * A Delete button that asks first, then deletes with a toast either way.
 * `name` tells the many Delete buttons of a list apart for screen readers.
 */
export function ConfirmDeleteButton({ name, action }: { name: string; action: DeleteAction }) {
  const remove = useMutationWithToasts({
    run: action.run,
    succeeded: () => action.deleted,
    failed: { title: 'Delete Failed', fallback: action.fallback },
    invalidate: action.invalidate,
    onSuccess: action.onDeleted,
  });
  return (
    <AlertDialog>
      <AlertDialogTrigger asChild>
        <button
          type="button"
          aria-label={`Delete ${name}`}
          disabled={remove.isPending}
          className="button-destructive button-small"
        >
          <Trash aria-hidden className="size-4" />
          {remove.isPending ? 'Deleting...' : 'Delete'}
        </button>
      </AlertDialogTrigger>
      <AlertDialogContent>
        <AlertDialogTitle>{action.confirmTitle}</AlertDialogTitle>
        <AlertDialogDescription>{action.confirmDescription}</AlertDialogDescription>
        <AlertDialogFooter>
          <AlertDialogCancel>Cancel</AlertDialogCancel>
          <AlertDialogAction onClick={() => remove.mutate()}>Delete</AlertDialogAction>
        </AlertDialogFooter>
      </AlertDialogContent>
    </AlertDialog>
  );
}
