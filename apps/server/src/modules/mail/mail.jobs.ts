import nodemailer, { type Transporter } from 'nodemailer';
import { z } from 'zod';
import type { Config } from '../../config.ts';
import { defineJob } from '../../jobs/queue.ts';
import type { Runtime } from '../../runtime-types.ts';

export const mailSendPayload = z.object({
  to: z.string(),
  subject: z.string(),
  text: z.string(),
  html: z.string(),
  /** What the message is about (for the log line; never the body). */
  kind: z.string(),
});
export type MailSendPayload = z.infer<typeof mailSendPayload>;

const transports = new Map<string, Transporter>();

/** One nodemailer transport per SMTP_URL and process (a connection per message; nothing to close). */
function transportFor(config: Pick<Config, 'SMTP_URL'>): Transporter | null {
  if (!config.SMTP_URL) return null;
  let transport = transports.get(config.SMTP_URL);
  if (!transport) {
    transport = nodemailer.createTransport({
      url: config.SMTP_URL,
      connectionTimeout: 15_000,
      greetingTimeout: 15_000,
      socketTimeout: 30_000,
    });
    transports.set(config.SMTP_URL, transport);
  }
  return transport;
}

/** `ada@example.com` → `a***@example.com`: enough to find a failure in the log, not an address list. */
export function maskAddress(address: string): string {
  const [local = '', domain = ''] = address.split('@');
  return `${local.slice(0, 1)}***@${domain}`;
}

/**
 * Sends one email over SMTP. A slow or down mail server never holds a request (the request only queued
 * this job); pg-boss retries with backoff — 2 s doubling over 10 tries, about half an hour — and keeps the
 * job across restarts. Failures are logged with the address masked and without the body.
 */
export const mailSendJob = defineJob({
  name: 'mail.send',
  payload: mailSendPayload,
  retryLimit: 10,
  retryDelaySeconds: 2,
  expireInSeconds: 5 * 60,
  concurrency: 2,
  handler: async (message: MailSendPayload, runtime: Runtime, meta) => {
    const transport = transportFor(runtime.config);
    if (!transport) return; // SMTP_URL was removed since the message was queued: nothing to send it with.
    try {
      await transport.sendMail({
        from: runtime.config.mailFrom,
        to: message.to,
        subject: message.subject,
        text: message.text,
        html: message.html,
      });
    } catch (err) {
      const code = (err as { code?: string; responseCode?: number }) ?? {};
      runtime.log.warn(
        { to: maskAddress(message.to), kind: message.kind, code: code.code, responseCode: code.responseCode, attempt: meta.retryCount + 1 },
        'email could not be sent; will retry',
      );
      // A bare error: the job log line must not carry nodemailer's error object (it can quote the server).
      // eslint-disable-next-line preserve-caught-error -- the cause is left out on purpose (see above)
      throw new Error(`SMTP send failed (${code.code ?? 'error'})`);
    }
  },
});
