// The Research Agent (mode 'research'). The app lazy-imports this module: keep it free of eager heavy imports.
export { ResearchForm, type ResearchFormProps } from './components/research-form';
export { ResearchResultsView, type ResearchResultsViewProps } from './components/research-results-view';
export { useResearchJobs, getResearchJobs } from './api/get-research-jobs';
export { usePauseResearchJob } from './api/pause-research-job';
export { useResumeResearchJob } from './api/resume-research-job';
export { useDeleteResearchJob } from './api/delete-research-job';
export { researchKeys } from './api/research-keys';
