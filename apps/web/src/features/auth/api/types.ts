/** Shapes of the server's auth answers (better-auth under /api/auth, plus GET /api/me). */
export type AuthUser = {
  id: string;
  email: string;
  name?: string | null;
  image?: string | null;
  role?: string | null;
};

export type UserProfile = {
  id: string;
  displayName?: string | null;
  avatarUrl?: string | null;
  tier?: string | null;
  isStaff?: boolean;
};

/** The bearer session of docs/product.md#roles; `isAuthenticated` is true exactly when one exists. */
export type AuthSession = { token: string };

export type MeResponse = { user: AuthUser; profile: UserProfile | null; sessionToken: string };

export type SocialProvider = 'google' | 'sso';

/** docs/product.md#messages: auth helpers return an error object with null data instead of throwing. */
export type AuthResult<T> = { data: T; error: null } | { data: null; error: Error };

export const authFailedMessage = 'Authentication failed. Please try again.';
