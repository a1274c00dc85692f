import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useMemo, useState, type ReactNode } from 'react';
import { getWorkspaceId, setWorkspaceId, subscribeToWorkspaceChange, subscribeToWorkspaceLost } from '../../../lib/workspace-id';
import { useWorkspaces } from '../api/workspaces';
import { WorkspaceContext, type WorkspaceState } from '../hooks/use-workspace';

/**
 * The signed-in app inside one workspace (docs/product.md#workspaces-in-the-app). A switch, the current workspace
 * going away (the API client heard 404 "Workspace not found") or another tab switching empties the query cache
 * and mounts everything below afresh, so no answer of one workspace is shown in another.
 */
export function WorkspaceScope({ children }: { children: ReactNode }) {
  const client = useQueryClient();
  const [generation, setGeneration] = useState(0);
  const restart = useCallback(() => {
    client.clear();
    setGeneration((g) => g + 1);
  }, [client]);
  useEffect(() => subscribeToWorkspaceLost(restart), [restart]);
  useEffect(() => subscribeToWorkspaceChange(restart), [restart]);
  return (
    <WorkspaceProvider key={generation} restart={restart}>
      {children}
    </WorkspaceProvider>
  );
}

function WorkspaceProvider({ restart, children }: { restart: () => void; children: ReactNode }) {
  const list = useWorkspaces();
  const currentId = list.data?.currentId;
  // Nothing stored (the first load, after sign-in): the server's choice becomes this browser's.
  useEffect(() => {
    if (currentId && getWorkspaceId() !== currentId) setWorkspaceId(currentId);
  }, [currentId]);
  const value = useMemo<WorkspaceState>(() => {
    const current = list.data?.workspaces.find((w) => w.id === list.data.currentId) ?? null;
    return {
      workspaces: list.data?.workspaces,
      current,
      role: current?.role ?? null,
      isLoading: list.isPending,
      error: list.error,
      restart,
    };
  }, [list.data, list.isPending, list.error, restart]);
  return <WorkspaceContext value={value}>{children}</WorkspaceContext>;
}
