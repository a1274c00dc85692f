/** Views inside a mode: a results view, or the tab Activity History opens on. */
export type SubMode =
  { kind: 'filter-results'; filterId: string } | { kind: 'research-results'; jobId: string } | { kind: 'activity-tab'; tab: number };

export const subModes = {
  filterResults: (filterId: string): SubMode => ({ kind: 'filter-results', filterId }),
  researchResults: (jobId: string): SubMode => ({ kind: 'research-results', jobId }),
  activityTab: (tab: number): SubMode => ({ kind: 'activity-tab', tab }),
};
