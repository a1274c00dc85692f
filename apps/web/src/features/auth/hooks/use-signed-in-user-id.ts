import { useContext } from 'react';
import { AuthContext } from '../auth-context';

/** The signed-in user's id, or null (signed out, or rendered without the auth provider): for 'you' against a name. */
export function useSignedInUserId(): string | null {
  return useContext(AuthContext)?.user?.id ?? null;
}
