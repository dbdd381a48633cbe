import { useMutation, useQueryClient } from '@tanstack/react-query';
import { KeyRound, LockOpen, UserCheck, UserX } from 'lucide-react';
import { type FormEvent, useId, useState } from 'react';
import { formatDateTime } from '~/shared/dates';
import { ROLE_LABELS, type UserRole } from '~/shared/roles';
import { passwordSchema, type UserAccount, type UserUpdateInput } from '~/shared/schemas/user';
import { errorMessage } from '../../api/admin-errors';
import { invalidateUsers, unlockUser, updateUser } from '../../api/admin-users';
import { FormField } from '../ui/form-field';
import { SelectField } from '../ui/select-field';
import { toast } from '../ui/use-toast';
import { ROLE_OPTIONS } from './new-user-form';

function Badge({ children, tone }: { children: string; tone: 'good' | 'muted' | 'warn' }) {
  const tones = {
    good: 'border-green-700 text-green-800 dark:text-green-300',
    muted: 'border-border text-muted',
    warn: 'border-amber-600 text-amber-800 dark:text-amber-300',
  };
  return (
    <span className={`rounded border px-2 py-0.5 text-xs font-semibold ${tones[tone]}`}>
      {children}
    </span>
  );
}

/** One change to an account, with its toast either way. */
function useAccountChange(user: UserAccount) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (change: UserUpdateInput) => updateUser(user.id, change),
    onSuccess: async (saved, change) => {
      const description =
        change.active === false
          ? `"${saved.username}" is disabled and signed out everywhere.`
          : change.active === true
            ? `"${saved.username}" can sign in again.`
            : change.role
              ? `"${saved.username}" is now ${ROLE_LABELS[saved.role]}.`
              : `"${saved.username}" must change the temporary password at the next sign-in.`;
      toast({ title: 'User Updated', description });
      await invalidateUsers(queryClient);
    },
    onError: (error) => {
      toast({
        title: 'Update Failed',
        description: errorMessage(error, 'Failed to update user'),
        variant: 'destructive',
      });
    },
  });
}

/** An account in the users list: what it is, and the admin's actions on it. */
export function UserRow({ user, isSelf }: { user: UserAccount; isSelf: boolean }) {
  const id = useId();
  const change = useAccountChange(user);
  const unlock = useMutation({
    mutationFn: () => unlockUser(user.username),
    onSuccess: ({ released }) =>
      toast({
        title: 'User Unlocked',
        description:
          released === 0
            ? `"${user.username}" had no sign-in lock; its failed attempts are cleared.`
            : `"${user.username}" may sign in again from ${released} ${released === 1 ? 'address' : 'addresses'}.`,
      }),
    onError: (error) =>
      toast({
        title: 'Unlock Failed',
        description: errorMessage(error, 'Failed to unlock user'),
        variant: 'destructive',
      }),
  });
  const [issuing, setIssuing] = useState(false);
  const [temporary, setTemporary] = useState('');
  const [temporaryError, setTemporaryError] = useState<string | undefined>();

  function issue(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const parsed = passwordSchema.safeParse(temporary);
    if (!parsed.success) {
      setTemporaryError(parsed.error.issues[0]?.message);
      return;
    }
    setTemporaryError(undefined);
    change.mutate(
      { temporaryPassword: parsed.data },
      {
        onSuccess: () => {
          setIssuing(false);
          setTemporary('');
        },
      },
    );
  }

  return (
    <li
      className={`flex flex-col gap-3 rounded-lg border border-border bg-surface p-4 ${user.active ? '' : 'opacity-70'}`}
    >
      <div className="flex flex-wrap items-center gap-2">
        <h3 className="text-lg font-semibold">{user.username}</h3>
        {isSelf ? <Badge tone="muted">You</Badge> : null}
        <Badge tone={user.active ? 'good' : 'muted'}>{user.active ? 'Active' : 'Disabled'}</Badge>
        {user.mustChangePassword ? <Badge tone="warn">Must change password</Badge> : null}
      </div>
      <p className="text-xs text-muted">
        Last login {user.lastLogin ? formatDateTime(user.lastLogin) : 'Never'} · Created{' '}
        {formatDateTime(user.createdAt)}
      </p>
      <div className="flex flex-wrap items-end gap-2">
        <SelectField
          id={`${id}-role`}
          label={`Role of ${user.username}`}
          value={user.role}
          options={ROLE_OPTIONS}
          onChange={(role: UserRole) => {
            if (role !== user.role) change.mutate({ role });
          }}
        />
        <button
          type="button"
          className="button-secondary inline-flex items-center gap-2"
          disabled={change.isPending}
          onClick={() => change.mutate({ active: !user.active })}
          aria-label={`${user.active ? 'Disable' : 'Enable'} ${user.username}`}
        >
          {user.active ? (
            <UserX aria-hidden className="size-4" />
          ) : (
            <UserCheck aria-hidden className="size-4" />
          )}
          {user.active ? 'Disable' : 'Enable'}
        </button>
        <button
          type="button"
          className="button-secondary inline-flex items-center gap-2"
          onClick={() => setIssuing((open) => !open)}
          aria-expanded={issuing}
          aria-label={`Temporary password for ${user.username}`}
        >
          <KeyRound aria-hidden className="size-4" />
          Temporary Password
        </button>
        <button
          type="button"
          className="button-secondary inline-flex items-center gap-2"
          disabled={unlock.isPending}
          onClick={() => unlock.mutate()}
          aria-label={`Unlock ${user.username}`}
        >
          <LockOpen aria-hidden className="size-4" />
          Unlock
        </button>
      </div>
      {issuing ? (
        <form noValidate onSubmit={issue} className="flex flex-wrap items-end gap-2">
          <FormField
            id={`${id}-temporary`}
            label={`New temporary password for ${user.username}`}
            error={temporaryError}
          >
            {(control) => (
              <input
                {...control}
                className="input font-mono"
                autoComplete="off"
                spellCheck={false}
                value={temporary}
                onChange={(event) => setTemporary(event.target.value)}
              />
            )}
          </FormField>
          <button type="submit" className="button-primary" disabled={change.isPending}>
            Set Temporary Password
          </button>
        </form>
      ) : null}
    </li>
  );
}
