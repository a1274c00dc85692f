import { z } from 'zod';
import { apiKeyScopes } from './api-keys.ts';

// OAuth sign-in of AI assistants to /mcp (ADR 0043): connected apps on the account page.

/** What an app connected with OAuth may do: the same two levels as an API key. */
export const oauthAccessLabels = {
  read: 'read your lists and results',
  full: 'read your lists and results, and also start jobs that spend credits',
} as const;

export const oauthConnection = z.object({
  clientId: z.string(),
  /** The name the app registered with (self-asserted by the app). */
  name: z.string(),
  uri: z.string().nullable(),
  scope: z.enum(apiKeyScopes),
  connectedAt: z.string(),
});
export type OAuthConnection = z.infer<typeof oauthConnection>;

export const oauthConnectionList = z.object({ connections: z.array(oauthConnection) });
export type OAuthConnectionList = z.infer<typeof oauthConnectionList>;

/** The name shown for an app that registered none. */
export const unnamedOAuthClient = 'An unnamed app';
