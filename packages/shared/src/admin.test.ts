import { describe, expect, it } from 'vitest';
import { auditQuery, describeChange } from './admin.ts';

describe('describeChange', () => {
  it('shows only the fields that changed, before → after', () => {
    expect(
      describeChange({ before: { tier: 'beta_tester', credits_available: 5000 }, after: { tier: 'internal', credits_available: 5000 } }),
    ).toBe('tier: beta_tester → internal');
    expect(describeChange({ before: { bonus_credits: 0 }, after: { bonus_credits: 250 } })).toBe('bonus_credits: 0 → 250');
  });

  it('lists the fields of a created or deleted user', () => {
    expect(describeChange({ before: null, after: { role: 'user', tier: 'beta_tester' } })).toBe('role: user, tier: beta_tester');
    expect(describeChange({ before: { email: 'a@example.com' }, after: null })).toBe('email: a@example.com');
  });

  it('says nothing when nothing changed', () => {
    expect(describeChange({ before: { role: 'user' }, after: { role: 'user' } })).toBe('');
  });
});

describe('auditQuery', () => {
  it('defaults to the first page of 25 and refuses unknown actions and huge pages', () => {
    expect(auditQuery.parse({})).toEqual({ page: 1, pageSize: 25 });
    expect(auditQuery.parse({ page: '3', pageSize: '10', action: 'change_role' })).toEqual({
      page: 3,
      pageSize: 10,
      action: 'change_role',
    });
    expect(auditQuery.safeParse({ action: 'drop_tables' }).success).toBe(false);
    expect(auditQuery.safeParse({ pageSize: '1000' }).success).toBe(false);
    expect(auditQuery.safeParse({ page: '0' }).success).toBe(false);
  });
});
