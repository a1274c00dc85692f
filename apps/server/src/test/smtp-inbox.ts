import type { AddressInfo } from 'node:net';
import { simpleParser, type ParsedMail } from 'mailparser';
import { SMTPServer } from 'smtp-server';

export type Inbox = {
  /** `smtp://user:pass@127.0.0.1:<port>` for SMTP_URL. */
  url: string;
  messages: ParsedMail[];
  /** Messages to `address` so far. */
  to(address: string): ParsedMail[];
  /** Waits until `address` has received `count` messages (default 1) and returns them. */
  waitFor(address: string, count?: number, timeoutMs?: number): Promise<ParsedMail[]>;
  close(): Promise<void>;
};

/** A real SMTP server on loopback (smtp-server over TCP, with AUTH), each message read by mailparser. */
export async function startInbox(): Promise<Inbox> {
  const messages: ParsedMail[] = [];
  const server = new SMTPServer({
    secure: false,
    disabledCommands: ['STARTTLS'],
    allowInsecureAuth: true,
    authMethods: ['PLAIN', 'LOGIN'],
    onAuth(auth, _session, callback) {
      if (auth.username === 'mailer' && auth.password === 'mail-secret') return callback(null, { user: 'mailer' });
      return callback(new Error('Invalid username or password'));
    },
    onData(stream, _session, callback) {
      simpleParser(stream)
        .then((mail) => {
          messages.push(mail);
          callback();
        })
        .catch((err: Error) => callback(err));
    },
    logger: false,
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;
  const addressesOf = (mail: ParsedMail) =>
    (Array.isArray(mail.to) ? mail.to : mail.to ? [mail.to] : []).flatMap((t) => t.value.map((v) => v.address?.toLowerCase()));
  const to = (address: string) => messages.filter((m) => addressesOf(m).includes(address.toLowerCase()));
  return {
    url: `smtp://mailer:mail-secret@127.0.0.1:${port}`,
    messages,
    to,
    async waitFor(address, count = 1, timeoutMs = 20_000) {
      const start = Date.now();
      while (to(address).length < count) {
        if (Date.now() - start > timeoutMs) throw new Error(`${address} received ${to(address).length} of ${count} messages`);
        await new Promise((r) => setTimeout(r, 50));
      }
      return to(address);
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** The first link in a message's text that starts with `prefix`. */
export function linkIn(mail: ParsedMail, prefix: string): string {
  const found = (mail.text ?? '').match(/https?:\/\/\S+/g)?.find((l) => l.startsWith(prefix));
  if (!found) throw new Error(`no ${prefix} link in: ${mail.text}`);
  return found;
}
