/**
 * Email addresses and websites: personal (free-mail) vs business domains, role addresses (RFC 2142 mailbox names
 * and common team inboxes), and a website's country-code TLD. Free mail is the union of the maintained
 * `free-email-domains` list (lists/free-email-domains.txt, 1.12.6: HubSpot's free-domain list and disposable-mail
 * lists; the package fetches its list at install time, which fails offline, so its published list is kept here),
 * the `freemail` package's older list, and the privacy providers below.
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { countriesData } from './world-countries.ts';

const require = createRequire(import.meta.url);
const lines = (text: string) =>
  text
    .split(/\r?\n/)
    .map((d) => d.trim().toLowerCase())
    .filter((d) => d && !d.startsWith('#'));

/** Privacy and paid personal mail providers (their own sites list these domains); some lists miss them. */
export const PRIVACY_MAIL_DOMAINS = (
  'proton.me protonmail.com protonmail.ch pm.me posteo.de posteo.net posteo.at posteo.ch posteo.eu posteo.org ' +
  'tuta.com tuta.io tutanota.com tutanota.de tutamail.com keemail.me mailbox.org fastmail.com fastmail.fm hey.com ' +
  'icloud.com me.com mac.com startmail.com mailfence.com runbox.com disroot.org hushmail.com zohomail.com'
).split(' ');

export const FREE_MAIL_DOMAINS = new Set([
  ...lines(readFileSync(new URL('./lists/free-email-domains.txt', import.meta.url), 'utf8')),
  ...lines(readFileSync(require.resolve('freemail/data/free.txt'), 'utf8')),
  ...PRIVACY_MAIL_DOMAINS,
]);

/** RFC 2142 mailbox names plus the team inboxes lead lists carry. */
export const ROLE_MAILBOXES = new Set(
  (
    'info sales marketing support abuse noc security postmaster hostmaster usenet news webmaster www uucp ftp ' +
    'admin administrator office contact contacts hello hi team help helpdesk service services customerservice billing accounts ' +
    'accounting finance invoices hr jobs careers recruiting press media pr enquiries inquiries enquiry inquiry mail email ' +
    'orders order shop store booking bookings reservations reception kontakt buero bureau vertrieb verkauf ventas ventes ' +
    'legal privacy compliance it tech noreply no-reply donotreply newsletter partners partnerships feedback general'
  ).split(' '),
);

/** ccTLD → country; TLDs sold as generic names (.io, .co, .ai …) say nothing about the country. */
export const GENERIC_CCTLDS = new Set([
  'io',
  'co',
  'ai',
  'me',
  'tv',
  'fm',
  'ly',
  'gg',
  'to',
  'cc',
  'ws',
  'so',
  'sh',
  'ac',
  'app',
  'am',
  'is',
  'it',
  'la',
  'nu',
  'vc',
  'gl',
]);
export const tldCountry = new Map<string, string>();
for (const c of countriesData) for (const tld of c.tld ?? []) if (!GENERIC_CCTLDS.has(tld.slice(1))) tldCountry.set(tld.slice(1), c.cca2);
tldCountry.set('uk', 'GB');

export type EmailFacts = { local?: string; domain: string; free: boolean; role: boolean; tldCountry?: string };

/** "Jane.Doe@Acme.de", "mailto:info@acme.com", "https://www.acme.co.uk/about", "acme.com" → its facts. */
export function readEmail(value: string): EmailFacts | undefined {
  const text = value
    .trim()
    .toLowerCase()
    .replace(/^mailto:/, '');
  const at = /^([^\s@<>"]+)@([a-z0-9.-]+\.[a-z]{2,})$/u.exec(text.replace(/^.*<([^>]+)>.*$/, '$1'));
  let local: string | undefined;
  let domain: string;
  if (at) [local, domain] = [at[1]!, at[2]!];
  else {
    const url = /^(?:https?:\/\/)?(?:www\.)?([a-z0-9-]+(?:\.[a-z0-9-]+)+)(?::\d+)?(?:[/?#].*)?$/u.exec(text);
    if (!url) return undefined;
    domain = url[1]!;
  }
  const tld = domain.split('.').pop()!;
  const base = local?.split('+')[0]?.replace(/[._-]+/g, '');
  return {
    ...(local ? { local } : {}),
    domain,
    free: FREE_MAIL_DOMAINS.has(domain),
    role: base ? ROLE_MAILBOXES.has(base) || ROLE_MAILBOXES.has(local!.split(/[.+_-]/)[0]!) : false,
    ...(tldCountry.has(tld) ? { tldCountry: tldCountry.get(tld)! } : {}),
  };
}
