import { useQueryClient } from '@tanstack/react-query';
import { useLocation } from 'wouter';
import { refreshAdminSession } from '../../api/admin-auth';
import { LoginScreen } from '../../components/admin/login-form';

/** /admin/login: not guarded; after signing in, on to the article list. */
export function LoginPage() {
  const queryClient = useQueryClient();
  const [, navigate] = useLocation();
  return (
    <LoginScreen
      onSignedIn={async () => {
        // The guard of the next page reads this, so it must be current first.
        await refreshAdminSession(queryClient);
        navigate('/admin/articles');
      }}
    />
  );
}
