import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useLocation } from 'wouter';
import { forgetAdminData, logout } from '../../api/admin-auth';
import { isUnauthenticated } from '../../api/admin-errors';
import { toast } from '../ui/use-toast';

/** Signs out, then to /admin/login with 'Logged Out'. */
export function useLogout() {
  const queryClient = useQueryClient();
  const [, navigate] = useLocation();

  function signedOut() {
    navigate('/admin/login');
    forgetAdminData(queryClient);
    toast({ title: 'Logged Out', description: 'You have been logged out.' });
  }

  return useMutation({
    mutationFn: logout,
    onSuccess: signedOut,
    onError: (error) => {
      // The session had already ended: the user is signed out all the same.
      if (isUnauthenticated(error)) {
        signedOut();
        return;
      }
      toast({
        title: 'Logout Failed',
        description: 'There was an error logging out.',
        variant: 'destructive',
      });
    },
  });
}
