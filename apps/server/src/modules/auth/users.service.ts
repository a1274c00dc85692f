import { count, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { profiles, setupClaim, user } from '../../db/schema/index.ts';
import { conflict, HttpError } from '../../lib/http-error.ts';
import type { Auth } from './auth.ts';
import { ensureProfile } from './profiles.service.ts';

export type NewUser = { email: string; password: string; name?: string | undefined; role?: 'admin' | 'user'; tier?: string | undefined };

export const MIN_PASSWORD_LENGTH = 6;

export async function countUsers(db: Db): Promise<number> {
  const [row] = await db.select({ n: count() }).from(user);
  return Number(row?.n ?? 0);
}

export async function findUserByEmail(db: Db, email: string) {
  const [row] = await db.select().from(user).where(eq(user.email, email.trim().toLowerCase()));
  return row ?? null;
}

function validateNewUser(input: { email: string; password: string }): string {
  const email = input.email.trim().toLowerCase();
  if (!/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email)) throw new HttpError(400, 'Please enter a valid email address');
  if (input.password.length < MIN_PASSWORD_LENGTH) throw new HttpError(400, `Password must be at least ${MIN_PASSWORD_LENGTH} characters`);
  return email;
}

/** Creates an email + password user with a profile (hashing by better-auth). Used by setup, admins and the CLI. */
export async function createUser(auth: Auth, db: Db, input: NewUser) {
  const email = validateNewUser(input);
  if (await findUserByEmail(db, email)) throw conflict(`A user with the email ${email} already exists`);
  const name = input.name?.trim() || email.split('@')[0] || 'User';
  const created = await auth.api.createUser({ body: { email, password: input.password, name, role: input.role ?? 'user' } });
  await ensureProfile(db, { id: created.user.id, name, image: null });
  if (input.tier) await db.update(profiles).set({ tier: input.tier, updatedAt: new Date() }).where(eq(profiles.id, created.user.id));
  return created.user;
}

/**
 * First-run setup: makes the first account an administrator, exactly once. The claim row is inserted
 * atomically (ON CONFLICT DO NOTHING), so of two concurrent requests only one can win; afterwards 409.
 */
export async function createFirstAdmin(auth: Auth, db: Db, input: Omit<NewUser, 'role' | 'tier'>) {
  validateNewUser(input);
  const setupDone = () => conflict('Setup is already complete: an account exists. Please sign in.');
  if ((await countUsers(db)) > 0) throw setupDone();
  const claimed = await db.insert(setupClaim).values({ id: 1 }).onConflictDoNothing().returning();
  if (claimed.length === 0) throw setupDone();
  try {
    return await createUser(auth, db, { ...input, role: 'admin' });
  } catch (err) {
    await db.delete(setupClaim);
    throw err;
  }
}

export async function listUsers(db: Db) {
  return db
    .select({ id: user.id, email: user.email, name: user.name, role: user.role, tier: profiles.tier, createdAt: user.createdAt })
    .from(user)
    .leftJoin(profiles, eq(profiles.id, user.id))
    .orderBy(user.createdAt);
}

export async function setRole(db: Db, email: string, role: 'admin' | 'user') {
  const found = await findUserByEmail(db, email);
  if (!found) throw new HttpError(404, `No user with the email ${email}`);
  await db.update(user).set({ role, updatedAt: new Date() }).where(eq(user.id, found.id));
  return { ...found, role };
}
