import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminAudit, invitations } from '../../db/schema/index.ts';
import { createTestUser, randomAddress, signIn, type TestUser } from '../../test/factories.ts';
import { linkIn, startInbox, type Inbox } from '../../test/smtp-inbox.ts';
import { testDriver } from '../../test/test-db.ts';
import { createTestApp, type TestContext } from '../../test/test-runtime.ts';
import { uploadCsv, waitForJob } from '../filter/filter.test-helpers.ts';

const BASE = 'http://localhost:3000';
const tokenOf = (link: string) => new URL(link).searchParams.get('token')!;

describe(`Accounts by email over a real SMTP server (${testDriver})`, () => {
  let ctx: TestContext;
  let inbox: Inbox;
  let admin: TestUser;
  beforeAll(async () => {
    inbox = await startInbox();
    ctx = await createTestApp({ env: { SMTP_URL: inbox.url, BASE_URL: BASE, MAIL_FROM: 'LeadSift <leads@example.com>' } });
    admin = await createTestUser(ctx, { role: 'admin' });
  });
  afterAll(async () => {
    await ctx.close();
    await inbox.close();
  });

  const call = (as: TestUser | null, method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object) =>
    ctx.app.inject({ method, url, headers: as?.headers ?? {}, remoteAddress: randomAddress(), ...(payload ? { payload } : {}) });

  it('invitation → email → link → choose a name and password → signed in; the inviter is told', async () => {
    const email = 'new.colleague@example.com';
    const invited = await call(admin, 'POST', '/api/admin/invitations', { email, tier: 'beta_tester', role: 'user' });
    expect(invited.statusCode, invited.body).toBe(201);
    expect(invited.json().link).toBeUndefined(); // with SMTP the link goes only by email

    const [mail] = await inbox.waitFor(email);
    expect(mail!.from?.value[0]).toMatchObject({ name: 'LeadSift', address: 'leads@example.com' });
    expect(mail!.subject).toBe("You're invited to LeadSift");
    expect(mail!.html).toContain('LeadSift');
    expect(mail!.text).toContain(`${BASE}/account#notifications`);
    const link = linkIn(mail!, `${BASE}/invite?token=`);
    const token = tokenOf(link);
    // Only the token's hash is stored.
    const [row] = await ctx.runtime.db.select().from(invitations).where(eq(invitations.email, email));
    expect(row!.tokenHash).not.toContain(token);

    expect((await call(null, 'GET', `/api/invitations/status?token=${token}`)).json()).toEqual({ valid: true, email });
    const accepted = await call(null, 'POST', '/api/invitations/accept', {
      token,
      name: 'New <b>Colleague</b>',
      password: 'chosen-password',
    });
    expect(accepted.statusCode, accepted.body).toBe(201);
    const bearer = accepted.headers['set-auth-token'] as string;
    const me = await ctx.app.inject({ url: '/api/me', headers: { authorization: `Bearer ${bearer}` } });
    expect(me.json().user).toMatchObject({ email, role: 'user' });
    expect(me.json().profile).toMatchObject({ tier: 'beta_tester' });

    // The link works once.
    expect((await call(null, 'GET', `/api/invitations/status?token=${token}`)).json()).toEqual({ valid: false, reason: 'used' });
    const again = await call(null, 'POST', '/api/invitations/accept', { token, name: 'X', password: 'another-password' });
    expect(again.statusCode).toBe(410);

    const bell = (await call(admin, 'GET', '/api/notifications')).json();
    expect(bell.unread).toBe(1);
    expect(bell.items[0]).toMatchObject({ kind: 'invitation_accepted', title: `New <b>Colleague</b> (${email}) accepted your invitation` });
    // 'Invitation accepted' is not emailed by default.
    expect(inbox.to(admin.email)).toHaveLength(0);
    const audit = await ctx.runtime.db.select().from(adminAudit).where(eq(adminAudit.targetEmail, email));
    expect(audit.map((a) => a.action)).toEqual(['invite_user']);
  });

  it('forgot password → link → new password → the old session gets 401', async () => {
    const user = await createTestUser(ctx);
    const asked = await call(null, 'POST', '/api/auth/request-password-reset', { email: user.email });
    expect(asked.statusCode).toBe(200);
    expect(asked.json()).toMatchObject({ message: 'If an account exists for this address, we sent a link' });
    const [mail] = await inbox.waitFor(user.email);
    expect(mail!.subject).toBe('Reset your LeadSift password');
    const token = tokenOf(linkIn(mail!, `${BASE}/reset-password?token=`));
    // Stored hashed: the verification table holds no row naming the token.
    const plain = await ctx.runtime.db.execute(sql`SELECT 1 FROM verification WHERE identifier LIKE ${'%' + token + '%'}`);
    expect((plain as unknown as { rows: unknown[] }).rows).toHaveLength(0);

    expect((await call(null, 'GET', `/api/password-reset/status?token=${token}`)).json()).toEqual({ valid: true });
    expect((await call(user, 'GET', '/api/me')).statusCode).toBe(200);
    const reset = await call(null, 'POST', '/api/auth/reset-password', { token, newPassword: 'brand-new-password' });
    expect(reset.statusCode, reset.body).toBe(200);
    expect((await call(user, 'GET', '/api/me')).statusCode).toBe(401);
    await expect(signIn(ctx, user.email, user.password)).rejects.toThrow(/401/);
    expect(await signIn(ctx, user.email, 'brand-new-password')).toBeTruthy();

    // Used once: the same link is refused and the page says so.
    expect((await call(null, 'GET', `/api/password-reset/status?token=${token}`)).json()).toEqual({ valid: false });
    const reuse = await call(null, 'POST', '/api/auth/reset-password', { token, newPassword: 'yet-another-one' });
    expect(reuse.statusCode).toBe(400);
  });

  it('the reset form answers the same for an unknown address, in about the same time, and sends nothing', async () => {
    const user = await createTestUser(ctx);
    const timed = async (email: string) => {
      const t0 = performance.now();
      const res = await call(null, 'POST', '/api/auth/request-password-reset', { email });
      return { ms: performance.now() - t0, status: res.statusCode, body: res.json() };
    };
    const known: number[] = [];
    const unknown: number[] = [];
    for (let i = 0; i < 3; i++) {
      const k = await timed(user.email);
      const u = await timed(`nobody-${i}@example.com`);
      expect(u.status).toBe(k.status);
      expect(u.body).toEqual(k.body);
      known.push(k.ms);
      unknown.push(u.ms);
    }
    const median = (xs: number[]) => xs.sort((a, b) => a - b)[1]!;
    expect(Math.abs(median(known) - median(unknown))).toBeLessThan(Math.max(100, median(known)));
    await inbox.waitFor(user.email, 3);
    expect(inbox.to('nobody-0@example.com')).toHaveLength(0);
  });

  it('limits reset requests per address: past 5 an hour the answer is the same and nothing is sent', async () => {
    const user = await createTestUser(ctx);
    for (let i = 0; i < 7; i++) {
      const res = await call(null, 'POST', '/api/auth/request-password-reset', { email: user.email });
      expect(res.json()).toMatchObject({ message: 'If an account exists for this address, we sent a link' });
    }
    await inbox.waitFor(user.email, 5);
    await new Promise((r) => setTimeout(r, 2500));
    expect(inbox.to(user.email)).toHaveLength(5);
  });

  it("an administrator's 'Send password reset' emails the user a link, audited", async () => {
    const user = await createTestUser(ctx);
    const res = await call(admin, 'POST', `/api/admin/users/${user.id}/password-reset`, {});
    expect(res.json()).toEqual({ sent: true });
    const [mail] = await inbox.waitFor(user.email);
    expect(linkIn(mail!, `${BASE}/reset-password?token=`)).toBeTruthy();
    const audit = await ctx.runtime.db.select().from(adminAudit).where(eq(adminAudit.targetUserId, user.id));
    expect(audit.map((a) => a.action)).toEqual(['send_password_reset']);
  });

  it('a finished job: one email and one bell entry; under a minute only the bell; a kind turned off sends none', async () => {
    const user = await createTestUser(ctx);
    const { fileId } = await uploadCsv(ctx, user, 'leads.csv', 'Company,Industry\nAcme,Software\nGlobex,Banking\n');
    const run = async (jobName: string) => {
      const res = await call(user, 'POST', '/api/filter', {
        jobName,
        fileId,
        selectedColumns: ['Industry'],
        reasoningText: 'We sell payroll software',
        logicMode: 'AND',
        filterConfig: { columnConfig: { Industry: { instructions: 'Keep: software' } } },
        rowCount: 2,
      });
      expect(res.statusCode, res.body).toBe(200);
      const id = res.json().filterId as string;
      expect(await waitForJob(ctx, user, id)).toBe('completed');
      return id;
    };
    const bell = async () => (await call(user, 'GET', '/api/notifications')).json();

    const quick = await run('Quick <list>');
    await expect.poll(async () => (await bell()).unread).toBe(1);
    // The notification opens the job's own results page (ADR 0060).
    expect((await bell()).items[0]).toMatchObject({
      kind: 'job_finished',
      title: 'List Cleaner job "Quick <list>" finished',
      link: `/activity/list-cleaner/${quick}`,
      job: { product: 'filter', id: quick, deleted: false },
    });

    // From here on this database's jobs look two minutes old when they finish.
    await ctx.runtime.db.execute(sql`ALTER TABLE filter_jobs ALTER COLUMN created_at SET DEFAULT now() - interval '2 minutes'`);
    const long = await run('Long <list>');
    const [mail] = await inbox.waitFor(user.email);
    expect(mail!.subject).toBe('List Cleaner job "Long <list>" finished');
    expect(mail!.html).toContain('Long &lt;list&gt;');
    expect(mail!.html).not.toContain('Long <list>');
    expect(mail!.text).toContain(`${BASE}/activity/list-cleaner/${long}`);
    await expect.poll(async () => (await bell()).unread).toBe(2);
    // Once the job is deleted, its notification says so instead of leading to a missing page.
    expect((await call(user, 'DELETE', `/api/filter/jobs/${quick}`)).statusCode).toBe(200);
    expect((await bell()).items.map((n: { job: unknown }) => n.job)).toEqual([
      { product: 'filter', id: long, deleted: false },
      { product: 'filter', id: quick, deleted: true },
    ]);

    const settings = (await call(user, 'GET', '/api/account/notification-settings')).json();
    expect(settings.job_finished).toEqual({ email: true, inApp: true });
    const off = await call(user, 'PUT', '/api/account/notification-settings', {
      ...settings,
      job_finished: { email: false, inApp: false },
    });
    expect(off.statusCode, off.body).toBe(200);
    await run('Silent list');
    await new Promise((r) => setTimeout(r, 2500));
    expect(inbox.to(user.email)).toHaveLength(1);
    expect((await bell()).unread).toBe(2);
  });
});
