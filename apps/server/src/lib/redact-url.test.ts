import { describe, expect, it } from 'vitest';
import { redactUrl } from './redact-url.ts';

describe('redactUrl', () => {
  it('replaces token values in any query and export-link path tokens', () => {
    expect(redactUrl('/invite?token=abc123')).toBe('/invite?token=[redacted]');
    expect(redactUrl('/reset-password?token=abc&next=%2Fjobs')).toBe('/reset-password?token=[redacted]&next=%2Fjobs');
    expect(redactUrl('/api/invitations/status?token=abc')).toBe('/api/invitations/status?token=[redacted]');
    expect(redactUrl('/api/export-links/lse_secret')).toBe('/api/export-links/[redacted]');
    expect(redactUrl('/api/export-links/lse_secret?download=1')).toBe('/api/export-links/[redacted]?download=1');
    expect(redactUrl('/x?a=1&TOKEN=s&api_key=k&code=c&refresh_token=r')).toBe(
      '/x?a=1&TOKEN=[redacted]&api_key=[redacted]&code=[redacted]&refresh_token=[redacted]',
    );
    expect(redactUrl('/x?%74oken=s')).toBe('/x?%74oken=[redacted]');
  });

  it('leaves everything else as it came', () => {
    expect(redactUrl('/api/export-links')).toBe('/api/export-links');
    expect(redactUrl('/api/jobs?page=2&flag')).toBe('/api/jobs?page=2&flag');
    expect(redactUrl('/x?%E0%A4%A=1')).toBe('/x?%E0%A4%A=1');
  });
});
