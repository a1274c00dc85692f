import { Suspense } from 'react';
import { ChunkErrorBoundary } from '../../components/chunk-error-boundary';
import { PageSpinner } from '../../components/page-spinner';
import type { ActivityHistoryProps } from '../../features/activity';
import type { FilterResultsViewProps, ListCleanerProps } from '../../features/filter';
import type { ResearchFormProps, ResearchResultsViewProps } from '../../features/research';
import type { TemplatesPageProps } from '../../features/templates';
import { lazyNamed } from '../../lib/lazy-named';
import { ModePlaceholder } from './mode-placeholder';
import type { MainToolMode } from './modes';
import { subModes, type SubMode } from './sub-modes';

// Each mode is a lazy chunk: the login page never downloads the wizard, the grid or the tables.
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
const TicketsDashboard = lazyNamed<'TicketsDashboard', object>(() => import('../../features/tickets'), 'TicketsDashboard');

type Props = {
  mode: MainToolMode;
  subMode: SubMode | null;
  onNavigate: (mode: MainToolMode, subMode: SubMode | null) => void;
};

/** The view of the current mode (docs/product.md#screens: views switch by state, not by URL). */
export function ModeView({ mode, subMode, onNavigate }: Props) {
  const showActivity = (tab: number) => onNavigate('activity-history', subModes.activityTab(tab));
  let view;
  if (subMode?.kind === 'filter-results') {
    view = <FilterResultsView filterId={subMode.filterId} onBack={() => showActivity(1)} />;
  } else if (subMode?.kind === 'research-results') {
    view = <ResearchResultsView jobId={subMode.jobId} onBack={() => showActivity(0)} />;
  } else if (mode === 'filter') {
    view = <ListCleaner onJobStarted={() => showActivity(1)} />;
  } else if (mode === 'research') {
    view = <ResearchForm onJobCreated={() => showActivity(0)} />;
  } else if (mode === 'templates') {
    view = <TemplatesPage onOpenListCleaner={() => onNavigate('filter', null)} />;
  } else if (mode === 'activity-history') {
    const tab = subMode?.kind === 'activity-tab' ? subMode.tab : 0;
    // The key reopens the tab asked for even when Activity History is already shown.
    view = (
      <ActivityHistory
        key={tab}
        initialTab={tab}
        onViewFilterResults={(filterId) => onNavigate(mode, subModes.filterResults(filterId))}
        onViewResearchResults={(jobId) => onNavigate(mode, subModes.researchResults(jobId))}
      />
    );
  } else if (mode === 'tickets') {
    view = <TicketsDashboard />;
  } else {
    view = <ModePlaceholder mode={mode} />;
  }
  return (
    <ChunkErrorBoundary resetKey={`${mode}:${subMode?.kind ?? ''}`}>
      <Suspense fallback={<PageSpinner />}>{view}</Suspense>
    </ChunkErrorBoundary>
  );
}
