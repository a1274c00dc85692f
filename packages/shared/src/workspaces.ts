import { z } from 'zod';
import { usageStats } from './usage.schemas.ts';

// Workspaces (ADR 0067): a team's shared lists, jobs, templates and credit pool. The contract the server and the web parse.

export const workspaceRoles = ['owner', 'admin', 'member', 'viewer'] as const;
export type WorkspaceRole = (typeof workspaceRoles)[number];
/** The roles an invitation can give; ownership is only ever transferred. */
export const inviteRoles = ['admin', 'member', 'viewer'] as const;
export type InviteRole = (typeof inviteRoles)[number];

export const workspaceRoleLabels: Record<WorkspaceRole, string> = {
  owner: 'Owner',
  admin: 'Admin',
  member: 'Member',
  viewer: 'Viewer',
};

export const workspaceRoleHelp: Record<WorkspaceRole, string> = {
  owner: 'Everything, including deleting the workspace and transferring ownership',
  admin: 'Members, invitations, limits, webhooks and API keys',
  member: 'Upload, run, override, save templates and export',
  viewer: 'Read results and export; nothing that spends credits',
};

const rank: Record<WorkspaceRole, number> = { viewer: 0, member: 1, admin: 2, owner: 3 };
/** Whether `role` holds at least the rights of `least`. */
export const roleAtLeast = (role: WorkspaceRole, least: WorkspaceRole): boolean => rank[role] >= rank[least];

/**
 * Pausing, resuming or deleting a job: its own maker may (a member or above), owners and admins may, members may
 * another's only when the workspace lets them (`membersManageAllJobs`). A job whose maker's account is gone
 * (`jobUserId` null) counts as another's. The server enforces it; the web holds the buttons back with it.
 */
export function mayManageJob(
  caller: { userId: string; role: WorkspaceRole; membersManageAllJobs: boolean },
  jobUserId: string | null,
): boolean {
  if (jobUserId !== null && jobUserId === caller.userId && roleAtLeast(caller.role, 'member')) return true;
  if (roleAtLeast(caller.role, 'admin')) return true;
  return caller.role === 'member' && caller.membersManageAllJobs;
}

/** The header that chooses the workspace of a request made with a session (keys and OAuth grants ignore it). */
export const WORKSPACE_HEADER = 'X-Workspace';

export const workspaceName = z.string().trim().min(1, 'Give the workspace a name').max(80);

export const workspaceSummary = z.object({
  id: z.string(),
  name: z.string(),
  personal: z.boolean(),
  role: z.enum(workspaceRoles),
  tier: z.string(),
  memberCount: z.number().int(),
  membersManageAllJobs: z.boolean(),
});
export type WorkspaceSummary = z.infer<typeof workspaceSummary>;

export const workspaceList = z.object({ currentId: z.string(), workspaces: z.array(workspaceSummary) });
export type WorkspaceList = z.infer<typeof workspaceList>;

export const createWorkspaceBody = z.object({ name: workspaceName });
export const updateWorkspaceBody = z.object({
  name: workspaceName.optional(),
  membersManageAllJobs: z.boolean().optional(),
  /** Transfer ownership to this member (owner only); the previous owner becomes an admin. */
  ownerId: z.string().min(1).optional(),
});
export type UpdateWorkspaceBody = z.infer<typeof updateWorkspaceBody>;

/** Monthly credits a member may spend in the workspace; null = no limit. */
export const monthlyCreditLimit = z.number().int().min(0).max(100_000_000).nullable();

export const workspaceMember = z.object({
  userId: z.string(),
  name: z.string(),
  email: z.string(),
  role: z.enum(workspaceRoles),
  monthlyCreditLimit,
  /** Credits this member's work used this month; null for callers below admin. */
  usedThisMonth: z.number().int().nullable(),
  joinedAt: z.string(),
});
export type WorkspaceMember = z.infer<typeof workspaceMember>;
export const workspaceMemberList = z.object({ members: z.array(workspaceMember) });

export const updateMemberBody = z
  .object({ role: z.enum(workspaceRoles).optional(), monthlyCreditLimit: monthlyCreditLimit.optional() })
  .refine((b) => b.role !== undefined || b.monthlyCreditLimit !== undefined, 'Give a role or a monthly credit limit');
export type UpdateMemberBody = z.infer<typeof updateMemberBody>;

export const workspaceInvitationBody = z.object({
  email: z
    .string()
    .trim()
    .toLowerCase()
    .max(254)
    .pipe(z.email({ error: 'Please enter a valid email address' })),
  role: z.enum(inviteRoles),
});
export type WorkspaceInvitationBody = z.infer<typeof workspaceInvitationBody>;
export const createdInvitation = z.object({ id: z.string(), link: z.string(), emailed: z.boolean() });
export type CreatedInvitation = z.infer<typeof createdInvitation>;

export const workspaceInvitation = z.object({
  id: z.string(),
  email: z.string(),
  role: z.enum(inviteRoles),
  invitedBy: z.string().nullable(),
  createdAt: z.string(),
  expiresAt: z.string(),
});
export type WorkspaceInvitation = z.infer<typeof workspaceInvitation>;
export const workspaceInvitationList = z.object({ invitations: z.array(workspaceInvitation) });

/** Workspace invitation tokens start with this, so /api/invitations/status and /accept tell them from account invitations. */
export const WORKSPACE_INVITATION_PREFIX = 'wsi_';
/** POST /api/invitations/accept with a workspace token by a signed-in invitee: the workspace joined. */
export const joinedWorkspace = z.object({ workspaceId: z.string() });
export type JoinedWorkspace = z.infer<typeof joinedWorkspace>;

export const memberUsage = z.object({ userId: z.string(), name: z.string(), used: z.number().int(), limit: monthlyCreditLimit });
export type MemberUsage = z.infer<typeof memberUsage>;
export const workspaceUsage = z.object({ pool: usageStats, members: z.array(memberUsage).nullable() });
export type WorkspaceUsage = z.infer<typeof workspaceUsage>;

/** Who ran a job or made an override; null when that person's account was deleted. */
export const actorRef = z.object({ id: z.string(), name: z.string() }).nullable();
export type ActorRef = z.infer<typeof actorRef>;

/** The installation administrator's view (Admin → Workspaces). */
export const adminWorkspace = z.object({
  id: z.string(),
  name: z.string(),
  personal: z.boolean(),
  tier: z.string(),
  memberCount: z.number().int(),
  ownerEmail: z.string().nullable(),
  creditsRemaining: z.number().int().nullable(),
});
export type AdminWorkspace = z.infer<typeof adminWorkspace>;
export const adminWorkspaceList = z.object({ workspaces: z.array(adminWorkspace) });
export const adminWorkspaceTierBody = z.object({ tier: z.string().min(1) });
/** Bonus credits for a workspace's pool (they never expire), with the reason the ledger and the audit log keep. */
export const adminWorkspaceCreditsBody = z.object({
  amount: z.number().int('Credits must be a whole number').min(1, 'Credits must be at least 1').max(1_000_000_000),
  reason: z.string().trim().min(1, 'Give a reason').max(500),
});
export type AdminWorkspaceCreditsBody = z.infer<typeof adminWorkspaceCreditsBody>;

export const workspaceNotFound = 'Workspace not found';
export const viewerRefusal = (workspace: string) =>
  `Viewers can read and export. Ask an owner or admin of ${workspace} for the member role.`;
export const memberLimitRefusal = (workspace: string, limit: number, used: number) =>
  `Your monthly limit in ${workspace} is ${limit.toLocaleString('en-US')} credits and you have used ${used.toLocaleString('en-US')}. Ask an owner or admin to raise it.`;
