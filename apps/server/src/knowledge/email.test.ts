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
