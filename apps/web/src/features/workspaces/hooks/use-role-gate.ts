import { roleAtLeast } from '@leadsift/shared';
import { useWorkspace } from './use-workspace';

/** Whether the caller's role allows a control, and if not, the reason shown beside it. */
export type RoleGateState = { allowed: true; reason: null } | { allowed: false; reason: string };

export const viewerReason = 'Viewers can read and export. Ask an owner or admin for the member role.';
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
