import { describe, expect, it } from 'vitest';
import { presentedSessionTokens } from './disabled-sessions.ts';

describe('presentedSessionTokens', () => {
  it('reads the bearer token and the signed session cookie, without the signature', () => {
    expect(presentedSessionTokens({ authorization: 'Bearer abc123' })).toEqual(['abc123']);
    expect(presentedSessionTokens({ cookie: `theme=dark; better-auth.session_token=${encodeURIComponent('tok9.c2ln/bmF0dXJl')}` })).toEqual(
      ['tok9'],
    );
    expect(presentedSessionTokens({ authorization: 'Bearer tok9', cookie: '__Secure-better-auth.session_token=tok9.sig' })).toEqual([
      'tok9',
    ]);
  });

  it('finds nothing in an API key, other cookies or no headers', () => {
    expect(presentedSessionTokens({})).toEqual([]);
    expect(presentedSessionTokens({ authorization: 'Basic dXNlcjpwdw==', cookie: 'theme=dark' })).toEqual([]);
  });
});
