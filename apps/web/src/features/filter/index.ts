// The List Cleaner (mode 'filter'). The app lazy-imports this module: keep it free of eager heavy imports.
export { ListCleaner, type ListCleanerProps } from './components/list-cleaner';
export { FilterResultsView, type FilterResultsViewProps } from './components/filter-results-view';
export { exportResults, fileNameFromDisposition } from './api/export-results';
