import { activityTabOf } from '@leadsift/shared';
import { useCallback, useState } from 'react';
import { Navigate, useLocation, useNavigate, useParams } from 'react-router';
import type { ActivityHistoryProps } from '../../features/activity';
import type { FilterResultsViewProps, ListCleanerProps } from '../../features/filter';
import type { ResearchFormProps, ResearchResultsViewProps } from '../../features/research';
import type { TemplatesPageProps } from '../../features/templates';
import { lazyNamed } from '../../lib/lazy-named';
import { activityTabs, isActivityTab, paths } from '../paths';
import { usePageTitle } from '../shell/page-title';
import { useBack } from '../shell/use-back';
import { JobNotFound } from './job-not-found';

// The main tool's screens, each at its own address (router.tsx, ADR 0060). Each feature is a lazy chunk: the
// login page never downloads the wizard, the grid or the tables.
const ListCleaner = lazyNamed<'ListCleaner', ListCleanerProps>(() => import('../../features/filter'), 'ListCleaner');
const FilterResultsView = lazyNamed<'FilterResultsView', FilterResultsViewProps>(
  () => import('../../features/filter'),
  'FilterResultsView',
);
const ResearchForm = lazyNamed<'ResearchForm', ResearchFormProps>(() => import('../../features/research'), 'ResearchForm');
const ResearchResultsView = lazyNamed<'ResearchResultsView', ResearchResultsViewProps>(
  () => import('../../features/research'),
  'ResearchResultsView',
);
const TemplatesPage = lazyNamed<'TemplatesPage', TemplatesPageProps>(() => import('../../features/templates'), 'TemplatesPage');
const ActivityHistory = lazyNamed<'ActivityHistory', ActivityHistoryProps>(() => import('../../features/activity'), 'ActivityHistory');

/** The history entry's state after a Run or Start: Activity History marks that job 'Just started'. */
const startedState = (jobId: string) => ({ startedJobId: jobId });
const startedJobOf = (state: unknown): string | undefined =>
  typeof state === 'object' && state !== null && typeof (state as { startedJobId?: unknown }).startedJobId === 'string'
    ? (state as { startedJobId: string }).startedJobId
    : undefined;

/** `/`, `/list-cleaner`: the wizard; after Run, Activity History's List Cleaner tab with the new job on top. */
export function ListCleanerScreen() {
  const navigate = useNavigate();
  return <ListCleaner onJobStarted={(id) => void navigate(paths.activity('list-cleaner'), { state: startedState(id) })} />;
}

/** `/templates`: Apply hands the template to the List Cleaner (features/templates/template-choice.ts) and opens it. */
export function TemplatesScreen() {
  const navigate = useNavigate();
  return <TemplatesPage onOpenListCleaner={() => void navigate(paths.listCleaner)} />;
}

/** `/research`: the new-research form; once the job exists, Activity History's Research Agent tab. */
export function ResearchScreen() {
  const navigate = useNavigate();
  return <ResearchForm onJobCreated={(id) => void navigate(paths.activity('research'), { state: startedState(id) })} />;
}

/** `/activity/:tab` (research, list-cleaner, files); the tab follows the address, a click on a tab replaces it. */
export function ActivityScreen() {
  const { tab } = useParams();
  const navigate = useNavigate();
  const { state } = useLocation();
  if (!isActivityTab(tab)) return <Navigate to={paths.activity()} replace />;
  return (
    <ActivityHistory
      tab={activityTabs.indexOf(tab)}
      onTabChange={(next) => void navigate(paths.activity(activityTabs[next]), { replace: true })}
      onViewFilterResults={(id) => void navigate(paths.listResults(id))}
      onViewResearchResults={(id) => void navigate(paths.researchResults(id))}
      startedJobId={startedJobOf(state)}
    />
  );
}

/** A job id the server answered 404 for, remembered per id (the same screen shows the next id it is given). */
function useGoneJob(jobId: string) {
  const [goneId, setGoneId] = useState<string | null>(null);
  const markGone = useCallback(() => setGoneId(jobId), [jobId]);
  return { gone: goneId === jobId, markGone };
}

/** `/activity/list-cleaner/:jobId`: one List Cleaner job's results; Back returns where the user came from. */
export function ListResultsScreen() {
  const jobId = useParams().jobId ?? '';
  const back = useBack(paths.activity(activityTabOf.filter));
  const { gone, markGone } = useGoneJob(jobId);
  usePageTitle(gone ? undefined : 'List Cleaner results');
  if (gone) return <JobNotFound product="filter" />;
  return <FilterResultsView key={jobId} filterId={jobId} onBack={back} onJobNotFound={markGone} />;
}

/** `/activity/research/:jobId`: one research job's results. */
export function ResearchResultsScreen() {
  const jobId = useParams().jobId ?? '';
  const back = useBack(paths.activity(activityTabOf.research));
  const { gone, markGone } = useGoneJob(jobId);
  usePageTitle(gone ? undefined : 'Research results');
  if (gone) return <JobNotFound product="research" />;
  return <ResearchResultsView key={jobId} jobId={jobId} onBack={back} onJobNotFound={markGone} />;
}
