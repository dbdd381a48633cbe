import { useMutation } from '@tanstack/react-query';
import { ShieldCheck } from 'lucide-react';
import { type FormEvent, useId } from 'react';
import { Link } from 'wouter';
import { loginSchema } from '~/shared/schemas/auth';
import { siteConfig } from '~/shared/site-config';
import { login } from '../../api/admin-auth';
import { errorMessage } from '../../api/admin-errors';
import { useHydrated } from '../../lib/use-hydrated';
import { FormField } from '../ui/form-field';
import { useSchemaForm } from '../ui/use-schema-form';
import { toast } from '../ui/use-toast';
import { AdminMeta } from './admin-meta';
import { FormAlert } from './form-alert';

const LOGIN_FALLBACK = 'Could not sign in. Please try again.';

/**
 * The sign-in card: the /admin/login page and, in place, every guarded page
 * when signed out. `onSignedIn` runs before the button is enabled again.
 */
export function LoginScreen({
  onSignedIn,
}: {
  onSignedIn: (username: string) => Promise<unknown>;
}) {
  return (
    <div className="mx-auto flex max-w-md flex-col gap-6 px-4 py-16">
      <AdminMeta title="Admin Login" />
      <div className="rounded-lg border border-border bg-surface p-6 shadow-sm sm:p-8">
        <div className="mb-6 text-center">
          <ShieldCheck aria-hidden className="mx-auto mb-3 size-10 text-accent" />
          <h1 className="font-serif text-3xl font-bold">Admin Login</h1>
          <p className="mt-2 text-sm text-muted">Sign in to manage {siteConfig.name}</p>
        </div>
        <LoginForm onSignedIn={onSignedIn} />
      </div>
      <Link href="/" className="link text-center text-sm text-muted">
        Back to the site
      </Link>
    </div>
  );
}

function LoginForm({ onSignedIn }: { onSignedIn: (username: string) => Promise<unknown> }) {
  const id = useId();
  const hydrated = useHydrated();
  const form = useSchemaForm(loginSchema, { username: '', password: '' });
  const mutation = useMutation({
    mutationFn: login,
    onSuccess: async ({ user }) => {
      toast({ title: 'Login Successful', description: `Welcome back, ${user.username}!` });
      await onSignedIn(user.username);
    },
    onError: (error) => {
      toast({
        title: 'Login Failed',
        description: errorMessage(error, LOGIN_FALLBACK),
        variant: 'destructive',
      });
    },
  });

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const credentials = form.validate();
    if (credentials) mutation.mutate(credentials);
  }

  return (
    // POST, so a submit before the page is live never puts the password in the URL.
    <form method="post" noValidate onSubmit={submit} className="flex flex-col gap-4">
      {mutation.isError ? (
        <FormAlert message={errorMessage(mutation.error, LOGIN_FALLBACK)} />
      ) : null}
      <FormField id={`${id}-username`} label="Username" error={form.errors.username}>
        {(control) => (
          <input
            {...control}
            {...form.bind('username')}
            autoComplete="username"
            className="input"
          />
        )}
      </FormField>
      <FormField id={`${id}-password`} label="Password" error={form.errors.password}>
        {(control) => (
          <input
            {...control}
            {...form.bind('password')}
            type="password"
            autoComplete="current-password"
            className="input"
          />
        )}
      </FormField>
      <button
        type="submit"
        className="button-primary mt-2"
        disabled={!hydrated || mutation.isPending}
      >
        {mutation.isPending ? 'Signing In...' : 'Sign In'}
      </button>
    </form>
  );
}
