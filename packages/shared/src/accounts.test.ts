import { describe, expect, it } from 'vitest';
import { defaultNotificationSettings, markNotificationsReadBody, notificationKinds, resolveNotificationSettings } from './accounts.ts';

describe('notification settings', () => {
  it('defaults: every kind in the app; by email all but an accepted invitation', () => {
    expect(resolveNotificationSettings(null)).toEqual(defaultNotificationSettings);
    for (const kind of notificationKinds) expect(defaultNotificationSettings[kind].inApp).toBe(true);
    expect(notificationKinds.filter((k) => defaultNotificationSettings[k].email)).toEqual([
      'job_finished',
      'job_failed',
      'job_paused_credits',
      'credits_low',
      'webhook_disabled',
      'model_budget',
      'automation_failed',
    ]);
  });

  it('stored choices win over the defaults; a kind not stored keeps its default', () => {
    const resolved = resolveNotificationSettings({ job_finished: { email: false }, unknown_kind: { email: true, inApp: true } });
    expect(resolved.job_finished).toEqual({ email: false, inApp: true });
    expect(resolved.credits_low).toEqual({ email: true, inApp: true });
    expect(Object.keys(resolved)).toEqual([...notificationKinds]);
  });

  it('marks read either some ids or all', () => {
    expect(markNotificationsReadBody.safeParse({ all: true }).success).toBe(true);
    expect(markNotificationsReadBody.safeParse({ ids: [1, 2] }).success).toBe(true);
    expect(markNotificationsReadBody.safeParse({ ids: [] }).success).toBe(false);
    expect(markNotificationsReadBody.safeParse({ all: false }).success).toBe(false);
  });
});
