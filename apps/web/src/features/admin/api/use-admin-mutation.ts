import { useMutation, useQueryClient, type QueryKey } from '@tanstack/react-query';
import { adminKeys } from './admin-keys';

/**
 * A mutation after whose success the users list and the audit log are fetched again (docs/product.md#messages), and any
 * `alsoStale` queries: a change of credits refreshes the admin's own credits chip too (ADR 0037).
 */
export function useAdminMutation<TInput, TResult>(mutationFn: (input: TInput) => Promise<TResult>, alsoStale: QueryKey[] = []) {
  const client = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: () =>
      Promise.all([adminKeys.all, ...alsoStale].map((queryKey) => client.invalidateQueries({ queryKey }))).then(() => undefined),
  });
}
