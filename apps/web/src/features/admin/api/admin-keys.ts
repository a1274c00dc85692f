import type { AuditQuery } from '@leadsift/shared';

export const adminKeys = {
  all: ['admin'] as const,
  users: ['admin', 'users'] as const,
  tiers: ['admin', 'tiers'] as const,
  invitations: ['admin', 'invitations'] as const,
  workspaces: (search: string) => ['admin', 'workspaces', search] as const,
  audit: (query: Partial<AuditQuery>) => ['admin', 'audit', query] as const,
  demoRequests: (page: number, pageSize: number) => ['admin', 'demo-requests', page, pageSize] as const,
  demoRequestsUnseen: ['admin', 'demo-requests', 'unseen'] as const,
};
