import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import type { ReactNode } from 'react';
import { ACCOUNT_DISABLED_MESSAGE } from '@leadsift/shared';
import { subscribeToAccountDisabled } from '../../../lib/account-disabled-events';
import { setSessionToken } from '../../../lib/session-token';
import { notifySignOut } from '../../../lib/sign-out-events';
import { setWorkspaceId } from '../../../lib/workspace-id';
import { fetchMe } from '../api/get-me';
import { setupAdminRequest } from '../api/setup-admin';
import { signInWithEmailRequest } from '../api/sign-in-email';
import { signOutRequest } from '../api/sign-out';
import { startSocialSignIn } from '../api/social-sign-in';
import { authFailedMessage } from '../api/types';
import type { AuthResult, MeResponse } from '../api/types';
import { AuthContext } from '../auth-context';
import type { AuthContextValue, AuthState } from '../auth-context';
import { removeFilterToolState, toError } from '../local-session';

const signedOut: AuthState = { user: null, userProfile: null, session: null, loading: false, error: null };

/** Holds who is signed in (docs/product.md#entities and docs/product.md#states). The session is a better-auth bearer token kept in local storage. */
export function AuthProvider({ children }: { children: ReactNode }) {
  const [state, setState] = useState<AuthState>({ ...signedOut, loading: true });
  const userId = useRef<string | null>(null);
  // Bumped by every explicit sign-in/out so a slower start-up check cannot overwrite its result.
  const generation = useRef(0);

  const adopt = useCallback((me: MeResponse) => {
    setSessionToken(me.sessionToken);
    userId.current = me.user.id;
    setState({ user: me.user, userProfile: me.profile, session: { token: me.sessionToken }, loading: false, error: null });
  }, []);

  const fail = useCallback((err: unknown, context: string): AuthResult<never> => {
    const error = toError(err);
    console.error(context, error);
    userId.current = null;
    setState({ ...signedOut, error });
    return { data: null, error };
  }, []);

  /** Adopts `token` (or the cookie session when null) and loads the user and profile behind it. */
  const establish = useCallback(
    async (token: string | null, missingMessage = authFailedMessage): Promise<AuthResult<MeResponse>> => {
      generation.current += 1;
      try {
        if (token) setSessionToken(token);
        const me = await fetchMe();
        if (!me) {
          // The server does not know this session (any more): forget the token.
          setSessionToken(null);
          throw new Error(missingMessage);
        }
        adopt(me);
        return { data: me, error: null };
      } catch (err) {
        if (token) setSessionToken(null);
        return fail(err, 'Sign-in could not be completed');
      }
    },
    [adopt, fail],
  );

  useEffect(() => {
    const started = generation.current;
    fetchMe().then(
      (me) => {
        if (generation.current !== started) return;
        if (me) adopt(me);
        else {
          setSessionToken(null);
          setState(signedOut);
        }
      },
      (err: unknown) => {
        if (generation.current === started) fail(err, 'Could not restore the session');
      },
    );
  }, [adopt, fail]);

  const signInWithPassword = useCallback(
    async (email: string, password: string): Promise<AuthResult<MeResponse>> => {
      try {
        return await establish(await signInWithEmailRequest(email, password));
      } catch (err) {
        return fail(err, 'Password sign-in failed');
      }
    },
    [establish, fail],
  );

  const createAdmin = useCallback<AuthContextValue['createAdmin']>(
    async (input) => {
      try {
        return await establish(await setupAdminRequest(input));
      } catch (err) {
        return fail(err, 'Administrator setup failed');
      }
    },
    [establish, fail],
  );

  const startProviderSignIn = useCallback<AuthContextValue['startProviderSignIn']>(async (provider) => {
    try {
      return { data: await startSocialSignIn(provider), error: null };
    } catch (err) {
      const error = toError(err);
      console.error(`${provider} sign-in failed`, error);
      setState((current) => ({ ...current, error }));
      return { data: null, error };
    }
  }, []);

  const refreshSession = useCallback(async () => {
    setState((current) => ({ ...current, loading: true }));
    return establish(null, 'Session refresh did not return session');
  }, [establish]);

  const signOut = useCallback(async () => {
    generation.current += 1;
    // The stored filter-tool keys go first, while we still know whose they are.
    removeFilterToolState(userId.current);
    try {
      await signOutRequest();
    } catch (err) {
      // The local sign-out still happens; the server session expires on its own.
      console.error('Sign-out request failed', err);
    }
    setSessionToken(null);
    // The next person to sign in here starts in the workspace the server remembers for them.
    setWorkspaceId(null);
    userId.current = null;
    notifySignOut();
    setState(signedOut);
  }, []);

  // Disabled by an administrator mid-session (ADR 0037): the session is gone already; sign out here and let
  // /login say why.
  useEffect(
    () =>
      subscribeToAccountDisabled(() => {
        if (userId.current === null) return;
        generation.current += 1;
        removeFilterToolState(userId.current);
        setSessionToken(null);
        setWorkspaceId(null);
        userId.current = null;
        notifySignOut();
        setState({ ...signedOut, error: new Error(ACCOUNT_DISABLED_MESSAGE) });
      }),
    [],
  );

  const value = useMemo<AuthContextValue>(
    () => ({
      ...state,
      isAuthenticated: state.session !== null,
      signInWithPassword,
      startProviderSignIn,
      createAdmin,
      completeSignIn: (token) => establish(token),
      refreshSession,
      signOut,
    }),
    [state, signInWithPassword, startProviderSignIn, createAdmin, establish, refreshSession, signOut],
  );

  return <AuthContext value={value}>{children}</AuthContext>;
}
