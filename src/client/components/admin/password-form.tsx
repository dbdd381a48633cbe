import { type FormEvent, useId } from 'react';
import { type PasswordChangeInput, passwordChangeSchema } from '~/shared/schemas/user';
import { refreshAdminSession } from '../../api/admin-auth';
import { changePassword } from '../../api/admin-users';
import { FormField } from '../ui/form-field';
import { useSchemaForm } from '../ui/use-schema-form';
import { FormAlert } from './form-alert';
import { useMutationWithToasts } from './use-save-with-toasts';

const EMPTY_FORM: PasswordChangeInput = { currentPassword: '', newPassword: '' };

/**
 * The signed-in user's own password: the old one, then the new one (6 to 100
 * characters, not one of the most common). Other sessions end on success.
 */
export function PasswordForm({ heading, intro }: { heading: string; intro: string }) {
  const id = useId();
  const form = useSchemaForm(passwordChangeSchema, EMPTY_FORM);
  const mutation = useMutationWithToasts({
    run: changePassword,
    succeeded: () => ({
      title: 'Password Changed',
      description: 'Your new password is in effect; other sessions have been signed out.',
    }),
    failed: { title: 'Update Failed', fallback: 'Failed to change password' },
    invalidate: refreshAdminSession,
    onSuccess: () => form.reset(),
  });

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const change = form.validate();
    if (change) mutation.mutate(change);
  }

  return (
    <section
      aria-labelledby={`${id}-heading`}
      className="rounded-lg border border-border bg-surface p-6"
    >
      <h2 id={`${id}-heading`} className="text-xl font-semibold">
        {heading}
      </h2>
      <p className="mt-1 text-sm text-muted">{intro}</p>
      <form method="post" noValidate onSubmit={submit} className="mt-4 flex flex-col gap-4">
        {mutation.failureMessage ? <FormAlert message={mutation.failureMessage} /> : null}
        <FormField id={`${id}-old`} label="Old Password" error={form.errors.currentPassword}>
          {(control) => (
            <input
              {...control}
              {...form.bind('currentPassword')}
              type="password"
              autoComplete="current-password"
              className="input"
            />
          )}
        </FormField>
        <FormField id={`${id}-new`} label="New Password" error={form.errors.newPassword}>
          {(control) => (
            <input
              {...control}
              {...form.bind('newPassword')}
              type="password"
              autoComplete="new-password"
              className="input"
            />
          )}
        </FormField>
        <button type="submit" className="button-primary self-start" disabled={mutation.isPending}>
          {mutation.isPending ? 'Changing...' : 'Change Password'}
        </button>
      </form>
    </section>
  );
}
