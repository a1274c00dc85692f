import { describe, expect, it } from 'vitest';
import { toValidDemoRequest } from './demo-validation';

const valid = { firstName: ' Ada ', lastName: 'Lovelace', email: ' ada@example.com ', company: 'Analytical Engines' };

describe('toValidDemoRequest', () => {
  it('trims a valid request', () => {
    expect(toValidDemoRequest(valid)).toEqual({
      firstName: 'Ada',
      lastName: 'Lovelace',
      email: 'ada@example.com',
      company: 'Analytical Engines',
    });
  });

  it.each(['firstName', 'lastName', 'company'] as const)('rejects a blank %s', (field) => {
    expect(toValidDemoRequest({ ...valid, [field]: '   ' })).toBeNull();
  });

  it.each(['ada', 'ada@example', '@example.com', 'ada@.com.', 'a da@example.com', 'ada@exa mple.com', ''])(
    'rejects the email %j',
    (email) => {
      expect(toValidDemoRequest({ ...valid, email })).toBeNull();
    },
  );
});
