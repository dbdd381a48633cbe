import { type QueryClient, useMutation, useQueryClient } from '@tanstack/react-query';
import { errorMessage } from '../../api/admin-errors';
import { toast } from '../ui/use-toast';

/** A failure toast's title, and its text when the server sends no message. */
export interface FailureToast {
  title: string;
  fallback: string;
}

export interface SuccessToast {
  title: string;
  description: string;
}

export interface MutationWithToastsOptions<Input, Result> {
  run: (input: Input) => Promise<Result>;
  succeeded: (result: Result) => SuccessToast;
  failed: FailureToast;
  /** Marks stale every query that shows the change, and refetches those on screen. */
  invalidate?: (queryClient: QueryClient) => Promise<unknown>;
  /**
   * Runs before the refetch, so the screen moves on at once: the form
   * cleared, the row gone, the editor back on the list.
   */
  onSuccess?: (result: Result) => void;
}

/**
 * An admin write that tells the editor how it went: a toast on success, a
 * destructive toast with the server's message (or the fallback) on failure.
 * `failureMessage` is that failure as an inline alert repeats it.
 */
export function useMutationWithToasts<Input, Result>({
  run,
  succeeded,
  failed,
  invalidate,
  onSuccess,
}: MutationWithToastsOptions<Input, Result>) {
  const queryClient = useQueryClient();
  const mutation = useMutation({
    mutationFn: run,
    onSuccess: async (result) => {
      toast(succeeded(result));
      onSuccess?.(result);
      await invalidate?.(queryClient);
    },
    onError: (error) => {
      toast({
        title: failed.title,
        description: errorMessage(error, failed.fallback),
        variant: 'destructive',
      });
    },
  });
  return {
    ...mutation,
    failureMessage: mutation.isError ? errorMessage(mutation.error, failed.fallback) : null,
  };
}

/** The words of a save: which toast a create and an update raise. */
export interface SaveToasts<Saved> {
  created: string;
  updated: string;
  /** The success toast's text, about what was saved. */
  describe: (saved: Saved) => string;
  createFailed: FailureToast;
  updateFailed: FailureToast;
}

export interface SaveWithToastsOptions<Input, Saved> {
  /** The record being edited, or null when the form creates one. */
  editingId: number | null;
  create: (input: Input) => Promise<Saved>;
  update: (id: number, input: Input) => Promise<Saved>;
  toasts: SaveToasts<Saved>;
  invalidate: (queryClient: QueryClient) => Promise<unknown>;
  onSaved?: (saved: Saved) => void;
}

/**
 * The save of an admin form, creating or updating: "… Created" / "… Updated"
 * on success, the create or update failure toast otherwise.
 */
export function useSaveWithToasts<Input, Saved>({
  editingId,
  create,
  update,
  toasts,
  invalidate,
  onSaved,
}: SaveWithToastsOptions<Input, Saved>) {
  return useMutationWithToasts({
    run: (input: Input) => (editingId === null ? create(input) : update(editingId, input)),
    succeeded: (saved) => ({
      title: editingId === null ? toasts.created : toasts.updated,
      description: toasts.describe(saved),
    }),
    failed: editingId === null ? toasts.createFailed : toasts.updateFailed,
    invalidate,
    onSuccess: onSaved,
  });
}
