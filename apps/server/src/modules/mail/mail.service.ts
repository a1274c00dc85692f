import type { Tx } from '../../db/client.ts';
import type { Runtime } from '../../runtime-types.ts';
import { mailSendJob } from './mail.jobs.ts';
import { renderEmail, type EmailContent } from './mail.templates.ts';

/**
 * Queues one email (a `mail.send` job), inside the caller's transaction when given one, so the email exists
 * only if what it tells about commits. Without SMTP_URL nothing is queued; returns whether it was.
 */
export async function queueMail(
  runtime: Pick<Runtime, 'config' | 'jobs'>,
  to: string,
  kind: string,
  content: EmailContent,
  tx?: Tx,
): Promise<boolean> {
  if (!runtime.config.mailEnabled) return false;
  const rendered = renderEmail(content, runtime.config.BASE_URL);
  const payload = { to, kind, ...rendered };
  if (tx) await runtime.jobs.sendInTx(tx, mailSendJob, payload);
  else await runtime.jobs.send(mailSendJob, payload);
  return true;
}
