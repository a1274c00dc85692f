/** Query keys of the usage feature. Invalidate `usageKeys.all` after anything that spends or grants credits. */
export const usageKeys = {
  all: ['usage'] as const,
  stats: ['usage', 'stats'] as const,
  tier: ['usage', 'tier'] as const,
  storage: ['usage', 'storage'] as const,
  history: ['usage', 'history'] as const,
  check: (creditsNeeded: number) => ['usage', 'check-credits', creditsNeeded] as const,
  /** GET /api/workspaces/:id/usage: the pool and each member's spend (under `all`: a spend changes it too). */
  workspaceUsage: ['usage', 'workspace'] as const,
  workspace: (id: string) => ['usage', 'workspace', id] as const,
};
