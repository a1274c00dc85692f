import type { WorkspaceRole, WorkspaceSummary } from '@leadsift/shared';
import { createContext, use } from 'react';

export type WorkspaceState = {
  /** Every workspace the caller belongs to; undefined while loading (or outside the signed-in app). */
  workspaces: WorkspaceSummary[] | undefined;
  /** The workspace the app works in. */
  current: WorkspaceSummary | null;
  /** The caller's role there; null while unknown (nothing is held back then: the server still decides). */
  role: WorkspaceRole | null;
  isLoading: boolean;
  error: Error | null;
  /** Forgets every cached answer and mounts the signed-in app afresh, in the workspace now stored. */
  restart: () => void;
};

export const WorkspaceContext = createContext<WorkspaceState | null>(null);

const outsideTheApp: Omit<WorkspaceState, 'restart'> = { workspaces: undefined, current: null, role: null, isLoading: false, error: null };

/**
 * The current workspace and the caller's role in it (GET /api/workspaces: `currentId` and the list), held by
 * `WorkspaceScope` around the signed-in app. Outside it (the invitation page, a component's own test) nothing is
 * known, and `restart` only empties the query cache (`fallbackRestart`).
 */
export function useWorkspace(fallbackRestart: () => void = () => {}): WorkspaceState {
  return use(WorkspaceContext) ?? { ...outsideTheApp, restart: fallbackRestart };
}
