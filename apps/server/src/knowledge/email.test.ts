import { describe, expect, it } from 'vitest';
import { readEmail } from './email.ts';
import { createRuleDecider } from './index.ts';

const decision = (instructions: string, value: string) => createRuleDecider(instructions).decide(value)?.decision ?? 'undecided';

describe('email and web', () => {
  it('reads personal vs business domains, role addresses and ccTLDs', () => {
    expect(readEmail('Jane.Doe@Gmail.com')).toMatchObject({ domain: 'gmail.com', free: true, role: false });
    expect(readEmail('info@siemens.de')).toMatchObject({ domain: 'siemens.de', free: false, role: true, tldCountry: 'DE' });
    expect(readEmail('mailto:sales@acme.com')).toMatchObject({ role: true });
    expect(readEmail('https://www.acme.co.uk/about')).toMatchObject({ domain: 'acme.co.uk', tldCountry: 'GB' });
    expect(readEmail('acme.io')?.tldCountry).toBeUndefined();
    expect(readEmail('not an email')).toBeUndefined();
  });

  it('decides business, personal and role criteria', () => {
    expect(decision('Exclude personal email addresses', 'jane@gmail.com')).toBe('EXCLUDE');
    expect(decision('Exclude personal email addresses', 'jane@siemens.com')).toBe('KEEP');
    expect(decision('Keep business emails only', 'x@web.de')).toBe('EXCLUDE');
    expect(decision('Exclude role addresses (info@, sales@)', 'info@acme.com')).toBe('EXCLUDE');
    expect(decision('Exclude role addresses (info@, sales@)', 'jane.doe@acme.com')).toBe('KEEP');
    expect(decision('Exclude gmail', 'a@gmail.com')).toBe('EXCLUDE');
    // A role criterion cannot judge a bare domain.
    expect(decision('Exclude role addresses', 'acme.com')).toBe('undecided');
  });
});

describe('free-mail list (free-email-domains 1.12.6 + freemail 1.7.0 + privacy providers)', () => {
  it('reads privacy and paid personal providers as free mail', () => {
    for (const domain of [
      'proton.me',
      'protonmail.com',
      'pm.me',
      'posteo.de',
      'posteo.net',
      'tutanota.com',
      'tuta.io',
      'tuta.com',
      'mailbox.org',
      'fastmail.com',
      'hey.com',
      'icloud.com',
      'me.com',
    ])
      expect(readEmail(`jane@${domain}`)?.free, domain).toBe(true);
  });

  it('takes the maintained list beyond the old one (domains freemail 1.7.0 lacks)', () => {
    expect(readEmail('a@protonmail.ch')?.free).toBe(true);
    expect(readEmail('a@gmx-topmail.de')?.free).toBe(true);
    expect(readEmail('a@kakao.com')?.free).toBe(true);
  });

  it('keeps business domains business, including mail hosts and companies named like providers', () => {
    for (const domain of ['siemens.com', 'sap.com', 'microsoft.com', 'google.com', 'apple.com', 'proton.ch', 'fastmail.co.uk.example.com'])
      expect(readEmail(`jane@${domain}`)?.free, domain).toBe(false);
  });

  it('decides personal vs business on the privacy providers', () => {
    expect(decision('Exclude personal email addresses', 'jane@proton.me')).toBe('EXCLUDE');
    expect(decision('Keep business emails only', 'jane@posteo.de')).toBe('EXCLUDE');
    expect(decision('Keep business emails only', 'jane@tuta.com')).toBe('EXCLUDE');
    expect(decision('Keep business emails only', 'jane@hey.com')).toBe('EXCLUDE');
    expect(decision('Keep business emails only', 'jane@acme-industries.com')).toBe('KEEP');
  });
});
