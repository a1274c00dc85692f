/** docs/product.md#states job statuses; anything else is shown as the raw value in grey. */
export const knownStatuses = ['created', 'processing', 'paused', 'failed', 'completed'] as const;
export type KnownStatus = (typeof knownStatuses)[number];

export type StatusChipColor = 'default' | 'info' | 'primary' | 'warning' | 'error' | 'success';

const chips: Record<KnownStatus, { label: string; color: StatusChipColor }> = {
  created: { label: 'Created', color: 'info' },
  processing: { label: 'Processing', color: 'primary' },
  paused: { label: 'Paused', color: 'warning' },
  failed: { label: 'Failed', color: 'error' },
  completed: { label: 'Completed', color: 'success' },
};

function isKnown(status: string): status is KnownStatus {
  return (knownStatuses as readonly string[]).includes(status);
}

export function statusChip(status: string): { label: string; color: StatusChipColor } {
  return isKnown(status) ? chips[status] : { label: status, color: 'default' };
}

export type JobActions = { viewResults: boolean; pause: boolean; resume: boolean; delete: boolean };

/**
 * docs/product.md#states: pause only while processing; resume for paused, failed, created — never beside Pause,
 * so a running job offers one of the two; delete and view always.
 */
export function jobActions(status: string): JobActions {
  return {
    viewResults: true,
    pause: status === 'processing',
    resume: status === 'paused' || status === 'failed' || status === 'created',
    delete: true,
  };
}
