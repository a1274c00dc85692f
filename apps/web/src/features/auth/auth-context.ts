import { createContext } from 'react';
import type { AuthResult, AuthSession, AuthUser, MeResponse, SocialProvider, UserProfile } from './api/types';
import type { SetupAdminInput } from './api/setup-admin';

/** docs/product.md#entities auth state. */
export type AuthState = {
  user: AuthUser | null;
  userProfile: UserProfile | null;
  session: AuthSession | null;
  loading: boolean;
  error: Error | null;
};

export type AuthContextValue = AuthState & {
  isAuthenticated: boolean;
  signInWithPassword: (email: string, password: string) => Promise<AuthResult<MeResponse>>;
  /** Resolves the provider URL to send the browser to. */
  startProviderSignIn: (provider: SocialProvider) => Promise<AuthResult<string>>;
  createAdmin: (input: SetupAdminInput) => Promise<AuthResult<MeResponse>>;
  /** After a redirect: adopt `token`, or the cookie session when it is null. */
  completeSignIn: (token: string | null) => Promise<AuthResult<MeResponse>>;
  refreshSession: () => Promise<AuthResult<MeResponse>>;
  signOut: () => Promise<void>;
};

export const AuthContext = createContext<AuthContextValue | null>(null);
