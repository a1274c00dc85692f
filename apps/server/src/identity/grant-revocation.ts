import { getCurrentAdapter } from 'better-auth';

/** The part of better-auth's adapter the revocation needs (the open transaction's, inside `runWithTransaction`). */
type AuthAdapter = { deleteMany: (data: { model: string; where: { field: string; value: string }[] }) => Promise<number> };
type HookContext = { path?: string; context: { adapter: AuthAdapter; session?: { user: { id: string } } | null } } | null | undefined;

/**
 * Removes a user's OAuth access tokens, refresh tokens and consents through better-auth's adapter (docs/security.md). better-auth runs password reset and change itself; these hooks fire inside its `runWithTransaction`,
 * which also deletes the sessions and writes the password, so the grants go in that same transaction
 * (`transaction: true` on the Drizzle adapter). The admin paths do the same with Drizzle (modules/oauth).
 */
async function revokeGrants(ctx: NonNullable<HookContext>, userId: string): Promise<void> {
  const adapter = (await getCurrentAdapter(ctx.context.adapter as never)) as unknown as AuthAdapter;
  const where = [{ field: 'userId', value: userId }];
  // Access tokens first: they reference refresh tokens.
  for (const model of ['oauthAccessToken', 'oauthRefreshToken', 'oauthConsent']) await adapter.deleteMany({ model, where });
}

/** better-auth database hooks that end a user's OAuth grants when their password is reset or changed. */
export const grantRevocationHooks = {
  verification: {
    delete: {
      // Resetting consumes the reset token (its row's value is the user id) first in the transaction.
      before: async (row: { value: string }, ctx: HookContext) => {
        if (ctx?.path === '/reset-password') await revokeGrants(ctx, row.value);
      },
    },
  },
  account: {
    update: {
      before: async (_data: unknown, ctx: HookContext) => {
        const userId = ctx?.path === '/change-password' ? ctx.context.session?.user.id : undefined;
        if (ctx && userId) await revokeGrants(ctx, userId);
      },
    },
  },
};
