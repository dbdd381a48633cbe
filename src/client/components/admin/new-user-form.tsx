import { type FormEvent, useId } from 'react';
import { ROLE_LABELS, USER_ROLES, type UserRole } from '~/shared/roles';
import { type NewUserInput, newUserSchema, type UserAccount } from '~/shared/schemas/user';
import { createUser, invalidateUsers } from '../../api/admin-users';
import { FormField } from '../ui/form-field';
import { SelectField, type SelectOption } from '../ui/select-field';
import { useSchemaForm } from '../ui/use-schema-form';
import { FormAlert } from './form-alert';
import { useMutationWithToasts } from './use-save-with-toasts';

export const ROLE_OPTIONS: SelectOption<UserRole>[] = USER_ROLES.map((role) => ({
  value: role,
  label: ROLE_LABELS[role],
}));

const EMPTY_FORM: NewUserInput = { username: '', password: '', role: 'author' };

/** A new account with a temporary password, which its owner changes at the first sign-in. */
export function NewUserForm() {
  const id = useId();
  const form = useSchemaForm(newUserSchema, EMPTY_FORM);
  const mutation = useMutationWithToasts({
    run: createUser,
    succeeded: (user: UserAccount) => ({
      title: 'User Created',
      description: `"${user.username}" can sign in with the temporary password and must then choose their own.`,
    }),
    failed: { title: 'Creation Failed', fallback: 'Failed to create user' },
    invalidate: invalidateUsers,
    onSuccess: () => form.reset(),
  });

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const input = form.validate();
    if (input) mutation.mutate(input);
  }

  return (
    <section
      aria-labelledby={`${id}-heading`}
      className="rounded-lg border border-border bg-surface p-6"
    >
      <h2 id={`${id}-heading`} className="text-xl font-semibold">
        Add User
      </h2>
      <form method="post" noValidate onSubmit={submit} className="mt-4 flex flex-col gap-4">
        {mutation.failureMessage ? <FormAlert message={mutation.failureMessage} /> : null}
        <div className="grid gap-4 sm:grid-cols-3">
          <FormField id={`${id}-username`} label="Username" error={form.errors.username}>
            {(control) => (
              <input {...control} {...form.bind('username')} autoComplete="off" className="input" />
            )}
          </FormField>
          <FormField id={`${id}-password`} label="Temporary Password" error={form.errors.password}>
            {(control) => (
              <input
                {...control}
                {...form.bind('password')}
                type="text"
                autoComplete="off"
                spellCheck={false}
                className="input font-mono"
              />
            )}
          </FormField>
          <SelectField
            id={`${id}-role`}
            label="Role"
            value={(form.values.role ?? 'author') as UserRole}
            options={ROLE_OPTIONS}
            onChange={(role) => form.set('role', role)}
            error={form.errors.role}
          />
        </div>
        <button type="submit" className="button-primary self-start" disabled={mutation.isPending}>
          {mutation.isPending ? 'Creating...' : 'Create User'}
        </button>
      </form>
    </section>
  );
}
