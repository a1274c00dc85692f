import { randomUUID } from 'node:crypto';
import { passwordLongEnough, PASSWORD_TOO_SHORT } from '@leadsift/shared';
import { count, eq } from 'drizzle-orm';
import type { Db, DbOrTx, Tx } from '../../db/client.ts';
import { account, setupClaim, tiers, user, workspaces } from '../../db/schema/index.ts';
import { badRequest, conflict, HttpError } from '../../lib/http-error.ts';
import type { Auth } from '../../identity/better-auth.ts';
import { ensureProfile } from '../../identity/profiles.ts';

export type NewUser = { email: string; password: string; name?: string | undefined; role?: 'admin' | 'user'; tier?: string | undefined };

export async function countUsers(db: Db): Promise<number> {
  const [row] = await db.select({ n: count() }).from(user);
  return Number(row?.n ?? 0);
}

export async function findUserByEmail(db: DbOrTx, email: string) {
  const [row] = await db.select().from(user).where(eq(user.email, email.trim().toLowerCase()));
  return row ?? null;
}

function validateNewUser(input: { email: string; password: string }): string {
  const email = input.email.trim().toLowerCase();
  if (!/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email)) throw new HttpError(400, 'Please enter a valid email address');
  if (!passwordLongEnough(input.password)) throw new HttpError(400, PASSWORD_TOO_SHORT);
  return email;
}

/** A unique-constraint violation (PostgreSQL 23505), through drizzle's wrapping error or not. */
function isUniqueViolation(err: unknown): boolean {
  for (let e: unknown = err; e && typeof e === 'object'; e = (e as { cause?: unknown }).cause) {
    if ((e as { code?: unknown }).code === '23505') return true;
  }
  return false;
}

/**
 * Inserts an email + password user (user, credential account, profile) with the caller's transaction,
 * so an administrator's audit entry commits with it (ADR 0018). The rows are better-auth's own
 * (db/schema/auth.ts); the password is hashed and the id made by better-auth's configured functions,
 * so the user signs in through better-auth like any other. 400 for a bad email or short password, 409 for a taken email.
 */
export async function insertCredentialUser(auth: Auth, tx: Tx, input: NewUser) {
  const email = validateNewUser(input);
  if (await findUserByEmail(tx, email)) throw conflict(`A user with the email ${email} already exists`);
  // The plan of the user's personal workspace (ADR 0067) must be a tier that exists.
  if (input.tier && !(await tx.select({ name: tiers.name }).from(tiers).where(eq(tiers.name, input.tier))).length)
    throw badRequest(`Unknown tier: ${input.tier}`);
  const name = input.name?.trim() || email.split('@')[0] || 'User';
  const context = await auth.$context;
  const newId = (model: 'user' | 'account') => context.generateId({ model }) || randomUUID();
  const now = new Date();
  try {
    const [created] = await tx
      .insert(user)
      .values({ id: newId('user'), email, name, role: input.role ?? 'user', emailVerified: false, createdAt: now, updatedAt: now })
      .returning();
    if (!created) throw new Error('the user row was not inserted');
    await tx.insert(account).values({
      id: newId('account'),
      accountId: created.id,
      providerId: 'credential',
      userId: created.id,
      password: await context.password.hash(input.password),
      createdAt: now,
      updatedAt: now,
    });
    await ensureProfile(tx, { id: created.id, name, image: null, ...(input.tier ? { tier: input.tier } : {}) });
    return created;
  } catch (err) {
    // Two requests for the same email at once: the unique index decides, the loser gets the same 409.
    if (isUniqueViolation(err)) throw conflict(`A user with the email ${email} already exists`);
    throw err;
  }
}

/** Creates an email + password user with a profile (hashing by better-auth). Used by setup, admins and the CLI. */
export async function createUser(auth: Auth, db: Db, input: NewUser) {
  return db.transaction((tx) => insertCredentialUser(auth, tx, input));
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
    .select({
      id: user.id,
      email: user.email,
      name: user.name,
      role: user.role,
      banned: user.banned,
      // The plan of the user's own (personal) workspace, whose id is theirs (ADR 0067).
      tier: workspaces.tier,
      createdAt: user.createdAt,
    })
    .from(user)
    .leftJoin(workspaces, eq(workspaces.id, user.id))
    .orderBy(user.createdAt);
}

export async function setRole(db: Db, email: string, role: 'admin' | 'user') {
  const found = await findUserByEmail(db, email);
  if (!found) throw new HttpError(404, `No user with the email ${email}`);
  await db.update(user).set({ role, updatedAt: new Date() }).where(eq(user.id, found.id));
  return { ...found, role };
}
