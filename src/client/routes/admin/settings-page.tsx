import { useQuery } from '@tanstack/react-query';
import { Eye, EyeOff } from 'lucide-react';
import { type FormEvent, useId, useState } from 'react';
import { formatDateTime } from '~/shared/dates';
import { type UsernameChangeInput, usernameChangeSchema } from '~/shared/schemas/auth';
import { adminSessionQuery, changeUsername, refreshAdminSession } from '../../api/admin-auth';
import { AdminMeta } from '../../components/admin/admin-meta';
import { AdminPageHeading } from '../../components/admin/admin-page-heading';
import { PasswordForm } from '../../components/admin/password-form';
import { useMutationWithToasts } from '../../components/admin/use-save-with-toasts';
import { FormField } from '../../components/ui/form-field';
import { useSchemaForm } from '../../components/ui/use-schema-form';

const EMPTY_FORM: UsernameChangeInput = { newUsername: '', currentPassword: '' };

/** /admin/settings: the account, and changing its username. */
export function SettingsPage() {
  const session = useQuery(adminSessionQuery);
  const user = session.data?.user;
  return (
    <div className="mx-auto flex max-w-3xl flex-col gap-6 px-4 py-6 sm:py-8">
      <AdminMeta title="Settings" />
      <AdminPageHeading title="Account Settings" subtitle="Your back-office account" />
      <section
        aria-labelledby="account-heading"
        className="rounded-lg border border-border bg-surface p-6"
      >
        <h2 id="account-heading" className="text-xl font-semibold">
          Account Information
        </h2>
        <dl className="mt-4 grid gap-3 text-sm sm:grid-cols-[10rem_1fr]">
          <dt className="font-medium text-muted">Username</dt>
          <dd>{user?.username}</dd>
          <dt className="font-medium text-muted">Role</dt>
          <dd className="capitalize">{user?.role}</dd>
          <dt className="font-medium text-muted">Last Login</dt>
          <dd>{user?.lastLogin ? formatDateTime(user.lastLogin) : 'Never'}</dd>
        </dl>
      </section>
      <UsernameForm />
      <PasswordForm
        heading="Change Password"
        intro="Changing your password signs you out everywhere else."
      />
    </div>
  );
}

function UsernameForm() {
  const id = useId();
  const form = useSchemaForm(usernameChangeSchema, EMPTY_FORM);
  const [showPassword, setShowPassword] = useState(false);
  const mutation = useMutationWithToasts({
    run: changeUsername,
    succeeded: ({ user }) => ({
      title: 'Username Updated',
      description: `Your username is now "${user.username}".`,
    }),
    failed: { title: 'Update Failed', fallback: 'Failed to update username' },
    invalidate: refreshAdminSession,
    onSuccess: () => {
      form.reset();
      setShowPassword(false);
    },
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
        Update Username
      </h2>
      <p className="mt-1 text-sm text-muted">
        Changing your username signs you out everywhere else.
      </p>
      <form method="post" noValidate onSubmit={submit} className="mt-4 flex flex-col gap-4">
        <FormField id={`${id}-newUsername`} label="New Username" error={form.errors.newUsername}>
          {(control) => (
            <input
              {...control}
              {...form.bind('newUsername')}
              autoComplete="username"
              className="input"
            />
          )}
        </FormField>
        <FormField
          id={`${id}-currentPassword`}
          label="Current Password"
          error={form.errors.currentPassword}
        >
          {(control) => (
            <div className="relative">
              <input
                {...control}
                {...form.bind('currentPassword')}
                type={showPassword ? 'text' : 'password'}
                autoComplete="current-password"
                className="input w-full pr-11"
              />
              <button
                type="button"
                className="absolute inset-y-0 right-0 flex w-10 items-center justify-center rounded-r-md text-muted hover:text-ink"
                aria-label={showPassword ? 'Hide password' : 'Show password'}
                aria-controls={control.id}
                onClick={() => setShowPassword((shown) => !shown)}
              >
                {showPassword ? (
                  <EyeOff aria-hidden className="size-4" />
                ) : (
                  <Eye aria-hidden className="size-4" />
                )}
              </button>
            </div>
          )}
        </FormField>
        <button type="submit" className="button-primary self-start" disabled={mutation.isPending}>
          {mutation.isPending ? 'Updating...' : 'Update Username'}
        </button>
      </form>
    </section>
  );
}
