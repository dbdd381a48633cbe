import { useQuery, useQueryClient } from '@tanstack/react-query';
import { type ReactNode, useEffect } from 'react';
import { useLocation } from 'wouter';
import { ADMIN_SESSION_KEY, adminSessionQuery, refreshAdminSession } from '../../api/admin-auth';
import { isUnauthenticated } from '../../api/admin-errors';
import { Spinner } from '../ui/spinner';
import { AdminMeta } from './admin-meta';
import { mayVisit } from './admin-permissions';
import { LoginScreen } from './login-form';
import { NotAllowedPage, PasswordChangeRequired } from './role-refusals';

/**
 * A guarded admin page: checks the session first (spinner meanwhile), shows
 * the login form in place when signed out, the password change while a
 * temporary password is in use, a refusal on a page the role may not use,
 * and the page otherwise.
 */
export function RequireAdmin({ children }: { children: ReactNode }) {
  const queryClient = useQueryClient();
  const session = useQuery(adminSessionQuery);
  const [path] = useLocation();
  if (session.isPending) {
    return (
      <>
        <AdminMeta title="Admin" />
        <Spinner label="Checking your session..." />
      </>
    );
  }
  if (!session.data?.authenticated) {
    return <LoginScreen onSignedIn={() => refreshAdminSession(queryClient)} />;
  }
  const user = session.data.user;
  if (user?.mustChangePassword) return <PasswordChangeRequired username={user.username} />;
  if (!mayVisit(user?.role ?? null, path)) return <NotAllowedPage role={user?.role ?? 'none'} />;
  return children;
}

/**
 * When any admin call answers 401 (the session expired or was ended
 * elsewhere), the session is checked again, so the guard shows the login form
 * instead of a page of errors.
 */
export function SessionExpiryWatcher() {
  const queryClient = useQueryClient();
  useEffect(() => {
    const recheck = () => queryClient.invalidateQueries({ queryKey: ADMIN_SESSION_KEY });
    const unsubscribeQueries = queryClient.getQueryCache().subscribe((event) => {
      if (event.type !== 'updated' || event.action.type !== 'error') return;
      const [key] = event.query.queryKey;
      if (typeof key !== 'string' || !key.startsWith('/api/admin/') || key === ADMIN_SESSION_KEY[0])
        return;
      if (isUnauthenticated(event.action.error)) void recheck();
    });
    const unsubscribeMutations = queryClient.getMutationCache().subscribe((event) => {
      if (event.type !== 'updated' || event.action.type !== 'error') return;
      if (isUnauthenticated(event.action.error)) void recheck();
    });
    return () => {
      unsubscribeQueries();
      unsubscribeMutations();
    };
  }, [queryClient]);
  return null;
}
