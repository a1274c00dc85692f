import { useAuth } from './use-auth';

/** Whether the signed-in user is an administrator (the server checks again on every staff call). */
export function useIsAdmin(): boolean {
  const { user, userProfile } = useAuth();
  return user?.role === 'admin' || userProfile?.isStaff === true;
}
