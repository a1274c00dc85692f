import { randomBytes, randomUUID } from 'node:crypto';
import type { WorkspaceRole } from '@leadsift/shared';
import { filterJobs, workspaceMembers, workspaces } from '../../db/schema/index.ts';
import type { TestUser } from '../../test/factories.ts';
import type { TestContext } from '../../test/test-runtime.ts';

/** A team workspace with these members, written straight to the database (the workspaces API is not under test). */
export async function createTeam(
  ctx: TestContext,
  name: string,
  members: Array<{ user: TestUser; role: WorkspaceRole; limit?: number | null; joined?: Date }>,
  options: { membersManageAllJobs?: boolean; tier?: string } = {},
): Promise<string> {
  const id = randomUUID();
  await ctx.runtime.db.insert(workspaces).values({
    id,
    name,
    personal: false,
    tier: options.tier ?? 'beta_tester',
    membersManageAllJobs: options.membersManageAllJobs ?? false,
  });
  await ctx.runtime.db.insert(workspaceMembers).values(
    members.map((m) => ({
      workspaceId: id,
      userId: m.user.id,
      role: m.role,
      monthlyCreditLimit: m.limit ?? null,
      ...(m.joined ? { createdAt: m.joined } : {}),
    })),
  );
  return id;
}

/** The user's headers for a request in `workspaceId` (a session names it with X-Workspace). */
export const inWorkspace = (user: TestUser, workspaceId: string) => ({ ...user.headers, 'x-workspace': workspaceId });

/** A List Cleaner job row in a workspace, made by `user` (the engine is not under test here). */
export async function insertFilterJob(
  ctx: TestContext,
  workspaceId: string,
  user: TestUser | null,
  extra: Partial<typeof filterJobs.$inferInsert> = {},
): Promise<string> {
  const id = `filter_${Date.now()}_${randomBytes(4).toString('hex')}`;
  await ctx.runtime.db.insert(filterJobs).values({
    id,
    workspaceId,
    userId: user?.id ?? null,
    uploadId: randomUUID(),
    jobName: `Job ${id}`,
    status: 'processing',
    selectedColumns: ['Industry'],
    columnIndexes: [0],
    columnConfig: { Industry: { instructions: 'Keep software' } },
    model: 'test-model',
    rowCount: 4,
    ...extra,
  });
  return id;
}
