/** Query keys of saved filters; the root matches the List Cleaner's `filterKeys.savedFilters`. */
export const templateKeys = {
  all: ['saved-filters'] as const,
  list: ['saved-filters', 'list'] as const,
  detail: (id: string) => ['saved-filters', 'detail', id] as const,
};
