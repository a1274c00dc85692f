import { useQuery } from '@tanstack/react-query';
import { apiJson } from '../../../lib/api-client';

export type AuthConfig = {
  needsSetup: boolean;
  providers: { google: boolean; sso: boolean };
  /** The server has no BASE_URL: Google/SSO cannot send the browser back to it. */
  baseUrlMissing: boolean;
  /** The server sends email (SMTP_URL): 'Forgot password?' emails a link. */
  email: boolean;
};

export const authConfigQueryKey = ['auth-config'] as const;

/** GET /api/auth-config (public): first-run flag and which sign-in buttons to show. */
export async function fetchAuthConfig(): Promise<AuthConfig> {
  const body = await apiJson<Partial<AuthConfig>>('GET', '/api/auth-config');
  return {
    needsSetup: body.needsSetup === true,
    providers: { google: body.providers?.google === true, sso: body.providers?.sso === true },
    baseUrlMissing: body.baseUrlMissing === true,
    email: body.email === true,
  };
}

export function useAuthConfig() {
  return useQuery({ queryKey: authConfigQueryKey, queryFn: fetchAuthConfig, staleTime: 60_000 });
}
