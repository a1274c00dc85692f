import { describe, expect, it } from 'vitest';
import { generateWebhookSecret, signWebhook, verifyWebhook } from './signature.ts';

describe('Standard Webhooks signatures', () => {
  // The example of the Standard Webhooks specification's reference libraries.
  const secret = 'whsec_MfKQ9r8GKYqrTwjUPD8ILPZIo2LaLaSw';
  const id = 'msg_p5jXN8AQM9LWM0D4loKWxJek';
  const timestamp = 1614265330;
  const body = '{"test": 2432232314}';

  it('matches the specification example', () => {
    expect(signWebhook(secret, id, timestamp, body)).toBe('v1,g0hM9SsE+OTPJTGt/tmIKtSyZlE3uFJELVlNIOLJ1OE=');
  });

  it('verifies a fresh signature and refuses a changed body, another secret or an old timestamp', () => {
    const signature = signWebhook(secret, id, timestamp, body);
    const headers = { id, timestamp: String(timestamp), signature: `v1,bogus ${signature}` };
    expect(verifyWebhook(secret, headers, body, { now: timestamp + 10 })).toBe(true);
    expect(verifyWebhook(secret, headers, `${body} `, { now: timestamp + 10 })).toBe(false);
    expect(verifyWebhook(generateWebhookSecret(), headers, body, { now: timestamp + 10 })).toBe(false);
    expect(verifyWebhook(secret, headers, body, { now: timestamp + 3600 })).toBe(false);
  });

  it('makes whsec_ secrets of 24 random bytes', () => {
    const s = generateWebhookSecret();
    expect(s).toMatch(/^whsec_[A-Za-z0-9+/]{32}$/);
    expect(generateWebhookSecret()).not.toBe(s);
  });
});
