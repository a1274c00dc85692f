import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { setWorkspaceId } from '../../../lib/workspace-id';
import { selectWorkspace } from '../api/workspaces';
import { useWorkspace } from './use-workspace';

export type SwitchWorkspace = {
  id: string;
  /** Done first, in the workspace being left (leave it, delete it), with nothing refetched between that and the switch. */
  first?: () => Promise<unknown>;
};

/**
 * Switches to a workspace: the server remembers it (POST /api/workspaces/:id/select), this browser stores it for
 * `X-Workspace`, every cached answer of the previous one is dropped, and the app opens its home screen.
 */
export function useSwitchWorkspace() {
  const client = useQueryClient();
  const navigate = useNavigate();
  const { restart } = useWorkspace(() => client.clear());
  return useMutation({
    mutationFn: async ({ id, first }: SwitchWorkspace) => {
      await first?.();
      await selectWorkspace(id);
      setWorkspaceId(id);
    },
    onSuccess: () => {
      restart();
      void navigate('/');
    },
  });
}
