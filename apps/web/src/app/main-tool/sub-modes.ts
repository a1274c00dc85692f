/** Views inside a mode: a results view, or the tab Activity History opens on. */
export type SubMode = { kind: 'filter-results'; filterId: string } | { kind: 'activity-tab'; tab: number };

export const subModes = {
  filterResults: (filterId: string): SubMode => ({ kind: 'filter-results', filterId }),
  activityTab: (tab: number): SubMode => ({ kind: 'activity-tab', tab }),
};
