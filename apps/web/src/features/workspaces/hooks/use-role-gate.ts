import { mayManageJob, roleAtLeast, type ActorRef } from '@leadsift/shared';
import { useSignedInUserId } from '../../auth/hooks/use-signed-in-user-id';
import { useWorkspace } from './use-workspace';

/** Whether the caller's role allows a control, and if not, the reason shown beside it. */
export type RoleGateState = { allowed: true; reason: null } | { allowed: false; reason: string };

export const viewerReason = 'Viewers can read and export. Ask an owner or admin for the member role.';
export const othersJobReason =
  'Only the member who ran this job, or an owner or admin, can pause, resume or delete it. An owner or admin can let members manage every job in the workspace settings.';
export const managersOnlyReason = (what: 'API keys' | 'webhooks') => `Only owners and admins manage ${what} in a team workspace.`;

/** What a gate asks of the role: `edit` = upload, run, override, save, pause, delete (members up); `manage` = API keys and webhooks (admins up). */
export type RoleNeed = 'edit' | { manage: 'API keys' | 'webhooks' };

const open: RoleGateState = { allowed: true, reason: null };

/** Reads the gate from a role; an unknown role (still loading, or outside the signed-in app) holds nothing back. */
export function roleGate(role: ReturnType<typeof useWorkspace>['role'], need: RoleNeed): RoleGateState {
  if (role === null) return open;
  if (role === 'viewer') return { allowed: false, reason: viewerReason };
  if (need !== 'edit' && !roleAtLeast(role, 'admin')) return { allowed: false, reason: managersOnlyReason(need.manage) };
  return open;
}

/** The viewers' gate (docs/product.md#workspaces-in-the-app): Run, Upload, overrides, Pause/Resume/Delete, Save template. Export stays open. */
export function useCanEdit(): RoleGateState {
  return roleGate(useWorkspace().role, 'edit');
}

/** API keys and webhooks of a team workspace: owners and admins. */
export function useCanManage(what: 'API keys' | 'webhooks'): RoleGateState {
  return roleGate(useWorkspace().role, { manage: what });
}

/**
 * Pause, Resume and Delete of one job (docs/product.md#workspaces-in-the-app): a viewer never; a member their own
 * jobs, and others' when the workspace lets members manage every job; owners and admins any. `createdBy` undefined
 * (an answer without it) or an unknown caller holds nothing back: the server still decides.
 */
export function useCanManageJob(createdBy: ActorRef | undefined): RoleGateState {
  const { role, current } = useWorkspace();
  const userId = useSignedInUserId();
  const gate = roleGate(role, 'edit');
  if (!gate.allowed || role === null || current === null || userId === null || createdBy === undefined) return gate;
  const allowed = mayManageJob({ userId, role, membersManageAllJobs: current.membersManageAllJobs }, createdBy?.id ?? null);
  return allowed ? open : { allowed: false, reason: othersJobReason };
}
