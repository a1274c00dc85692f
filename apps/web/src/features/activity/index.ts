export { deleteFilterJob, useDeleteFilterJob } from './api/delete-filter-job';
export { getFilterJobs, useFilterJobs, type FilterJob } from './api/get-filter-jobs';
export { pauseFilterJob, usePauseFilterJob } from './api/pause-filter-job';
export { resumeFilterJob, useResumeFilterJob } from './api/resume-filter-job';
export { ActivityHistory, type ActivityHistoryProps } from './components/activity-history';
export { jobActions, statusChip } from './job-status';
