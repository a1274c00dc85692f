import { useMutation } from '@tanstack/react-query';
import { accountRequest } from './account-request';

/** PUT /api/account/profile: the caller's own name. */
export const updateName = (name: string) =>
  accountRequest<{ name: string }>('PUT', '/api/account/profile', { name }, 'Could not save your name');

export const useUpdateName = () => useMutation({ mutationFn: updateName });
