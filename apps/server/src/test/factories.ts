import { randomBytes } from 'node:crypto';
import { createUser } from '../modules/auth/users.service.ts';
import type { TestContext } from './test-runtime.ts';

export type TestUser = { id: string; email: string; password: string; token: string; headers: { authorization: string } };

/** A client address of its own, so tests never trip the per-IP sign-in limit of each other. */
export function randomAddress(): string {
  const b = randomBytes(3);
  return `10.${b[0]}.${b[1]}.${b[2]}`;
}

/** Signs in through the real HTTP route and returns the bearer token. */
export async function signIn(ctx: TestContext, email: string, password: string): Promise<string> {
  const res = await ctx.app.inject({
    method: 'POST',
    url: '/api/auth/sign-in/email',
    remoteAddress: randomAddress(),
    payload: { email, password },
  });
  const token = res.headers['set-auth-token'];
  if (res.statusCode !== 200 || typeof token !== 'string') throw new Error(`sign-in failed: ${res.statusCode} ${res.body}`);
  return token;
}

/** A real user (created like the CLI does), signed in. */
export async function createTestUser(
  ctx: TestContext,
  options: { role?: 'admin' | 'user'; tier?: string; email?: string } = {},
): Promise<TestUser> {
  const email = options.email ?? `user-${randomBytes(4).toString('hex')}@example.com`;
  const password = 'correct-horse-battery';
  const user = await createUser(ctx.runtime.auth, ctx.runtime.db, { email, password, role: options.role ?? 'user', tier: options.tier });
  const token = await signIn(ctx, email, password);
  return { id: user.id, email, password, token, headers: { authorization: `Bearer ${token}` } };
}
