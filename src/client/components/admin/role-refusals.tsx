import { ShieldAlert } from 'lucide-react';
import { Link } from 'wouter';
import { AdminMeta } from './admin-meta';
import { PasswordForm } from './password-form';
import { useLogout } from './use-logout';

/** A page the signed-in role may not use, opened by its address. */
export function NotAllowedPage({ role }: { role: string }) {
  return (
    <div className="mx-auto max-w-3xl px-4 py-20 text-center">
      <AdminMeta title="Not Allowed" />
      <ShieldAlert aria-hidden className="mx-auto mb-4 size-12 text-muted" />
      <h1 className="font-serif text-4xl font-bold">Not Allowed</h1>
      <p className="mt-4 text-muted">
        Your role ({role}) does not give you access to this page. Ask an admin if you need it.
      </p>
      <Link href="/admin/articles" className="button-primary mt-8 inline-block">
        Back to Articles
      </Link>
    </div>
  );
}

/** Signed in with a temporary password: nothing else opens until it is changed. */
export function PasswordChangeRequired({ username }: { username: string }) {
  const logout = useLogout();
  return (
    <div className="mx-auto flex max-w-md flex-col gap-6 px-4 py-16">
      <AdminMeta title="Change Your Password" />
      <h1 className="font-serif text-3xl font-bold">Change Your Password</h1>
      <PasswordForm
        heading={`Welcome, ${username}`}
        intro="You signed in with a temporary password. Choose your own to continue: the old password is the temporary one you were given."
      />
      <button
        type="button"
        className="button-secondary self-start"
        onClick={() => logout.mutate()}
        disabled={logout.isPending}
      >
        Logout
      </button>
    </div>
  );
}
