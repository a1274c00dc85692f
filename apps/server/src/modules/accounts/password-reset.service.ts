import { AsyncLocalStorage } from 'node:async_hooks';
import { eq } from 'drizzle-orm';
import type { Config } from '../../config.ts';
import type { Db } from '../../db/client.ts';
import { user } from '../../db/schema/index.ts';
import { notFound } from '../../lib/http-error.ts';
import type { JobQueue } from '../../jobs/queue.ts';
import type { Runtime } from '../../runtime-types.ts';
import { recordAudit, type Actor } from '../audit/audit.service.ts';
import { hitAccountLimit } from '../auth/account-limit.ts';
import { queueMail } from '../mail/mail.service.ts';

/** What the forgot-password form answers, whether or not the address has an account (ADR 0035). */
export const resetRequestAnswer = 'If an account exists for this address, we sent a link';

/** A reset link is valid for an hour and usable once (better-auth consumes it). */
export const RESET_LINK_SECONDS = 60 * 60;

/** Reset requests per address: 5 an hour (better-auth limits each IP besides). */
export const resetRequestsPerAddress = { window: 60 * 60, max: 5 };

export function resetLink(origin: string, token: string): string {
  return `${origin.replace(/\/$/, '')}/reset-password?token=${encodeURIComponent(token)}`;
}

/**
 * An administrator's 'Copy reset link' runs better-auth's own requestPasswordReset inside this context:
 * the link is handed back to the administrator instead of being emailed.
 */
const copyContext = new AsyncLocalStorage<{ origin: string; link?: string }>();

/**
 * better-auth's `sendResetPassword`: the link goes by email (a `mail.send` job, so a slow mail server never
 * holds the request), or to the administrator copying it. Without SMTP the form's request ends here.
 */
export function resetPasswordSender(config: Config, jobs: JobQueue) {
  return async ({ user, token }: { user: { email: string; name: string }; token: string }) => {
    const copying = copyContext.getStore();
    if (copying) {
      copying.link = resetLink(copying.origin, token);
      return;
    }
    await queueMail({ config, jobs }, user.email, 'password_reset', {
      subject: 'Reset your LeadSift password',
      heading: 'Reset your password',
      paragraphs: [
        `Hello ${user.name},`,
        'Someone (hopefully you) asked to reset the password of your LeadSift account. The link below is valid for one hour and works once. Setting a new password signs you out everywhere else.',
        'If you did not ask for this, ignore this email: your password stays as it is.',
      ],
      action: { label: 'Choose a new password', url: resetLink(config.BASE_URL, token) },
    });
  };
}

/**
 * Creates a reset token through better-auth's server API for `email`: emailed (`copy` false, needs SMTP),
 * or returned as a link on `origin` for the administrator to pass on.
 */
export async function requestResetFor(
  runtime: Pick<Runtime, 'auth'>,
  email: string,
  options: { copy: boolean; origin: string },
): Promise<string | undefined> {
  if (!options.copy) {
    await runtime.auth.api.requestPasswordReset({ body: { email } });
    return undefined;
  }
  const store: { origin: string; link?: string } = { origin: options.origin };
  await copyContext.run(store, () => runtime.auth.api.requestPasswordReset({ body: { email } }));
  return store.link;
}

/** Counts a reset request for the address; true when over the limit (the form then answers the same, and sends nothing). */
export function overResetLimit(db: Db, email: string): Promise<boolean> {
  return hitAccountLimit(db, `reset:${email.trim().toLowerCase()}`, resetRequestsPerAddress);
}

/** Whether a reset token can still be used (the reset page says so before the form). */
export async function resetTokenValid(runtime: Pick<Runtime, 'auth'>, token: string): Promise<boolean> {
  const context = await runtime.auth.$context;
  const found = await context.internalAdapter.findVerificationValue(`reset-password:${token}`);
  return Boolean(found && new Date(found.expiresAt).getTime() > Date.now());
}

/**
 * An administrator's 'Send password reset' (emailed) or 'Copy reset link' (returned; always so without
 * SMTP), audited. The administrator never sees or chooses the new password.
 */
export async function adminPasswordReset(
  runtime: Pick<Runtime, 'auth' | 'db' | 'config'>,
  actor: Actor,
  userId: string,
  options: { copy: boolean; origin: string },
): Promise<{ sent: boolean; link?: string }> {
  const [target] = await runtime.db.select({ id: user.id, email: user.email }).from(user).where(eq(user.id, userId));
  if (!target) throw notFound('User not found');
  const copy = options.copy || !runtime.config.mailEnabled;
  const link = await requestResetFor(runtime, target.email, { copy, origin: options.origin });
  if (copy && !link) throw new Error('better-auth created no reset token');
  await runtime.db.transaction((tx) =>
    recordAudit(tx, actor, {
      action: copy ? 'copy_reset_link' : 'send_password_reset',
      target,
      before: null,
      after: { validForMinutes: RESET_LINK_SECONDS / 60 },
    }),
  );
  return copy ? { sent: false, link: link! } : { sent: true };
}
