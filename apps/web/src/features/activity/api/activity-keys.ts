/** Under the List Cleaner's root key, so starting a filter job (which invalidates `['filter']`) refreshes the list. */
export const activityKeys = {
  filterJobs: ['filter', 'jobs'] as const,
};
