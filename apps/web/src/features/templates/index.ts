export { applySavedFilter, useApplySavedFilter } from './api/apply-saved-filter';
export { deleteSavedFilter, useDeleteSavedFilter } from './api/delete-saved-filter';
export { getSavedFilter, retrieveTemplateFailed, useSavedFilter } from './api/get-saved-filter';
export { getSavedFilters, useSavedFilters } from './api/get-saved-filters';
export { saveFilter, useSaveFilter, type SaveFilterInput } from './api/save-filter';
export { templateKeys } from './api/template-keys';
export type { AppliedTemplateConfig, SavedFilter, SavedFilterConfig, SavedOverrides } from './api/template-schemas';
export { toggleFavorite, useToggleFavorite } from './api/toggle-favorite';
export { sortTemplates } from './template-list';
