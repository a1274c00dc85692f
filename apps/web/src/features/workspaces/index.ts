export { WorkspaceScope } from './components/workspace-scope';
export { WorkspaceSwitcher } from './components/workspace-switcher';
export { WorkspaceSettingsPage } from './components/settings/workspace-settings-page';
export { RoleGate, RoleNotice } from './components/role-gate';
export { useWorkspace, type WorkspaceState } from './hooks/use-workspace';
export { useSwitchWorkspace } from './hooks/use-switch-workspace';
export { findWorkspaceNamed } from './api/workspaces';
export {
  useCanEdit,
  useCanManage,
  useCanManageJob,
  viewerReason,
  othersJobReason,
  managersOnlyReason,
  type RoleGateState,
} from './hooks/use-role-gate';
