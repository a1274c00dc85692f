import { Box, Tab, Tabs, Typography } from '@mui/material';
import { useState } from 'react';
import { FilesTab } from '../../files';
import { FilterJobsTab } from './filter-jobs-tab';
import { ResearchJobsTab } from './research-jobs-tab';

export type ActivityHistoryProps = {
  /** 0 = Research Agent (default), 1 = List Cleaner (after a List Cleaner run, docs/product.md#screens), 2 = Files. Read on mount. */
  initialTab?: number;
  /** The shown tab when the caller keeps it (the app: in the address, `/activity/list-cleaner`); else `initialTab` and then the user's clicks. */
  tab?: number;
  onTabChange?: (tab: number) => void;
  onViewFilterResults: (filterId: string) => void;
  onViewResearchResults: (jobId: string) => void;
  /** The job the user has just started, marked in its tab. */
  startedJobId?: string | undefined;
};

const tabs = ['Research Agent', 'List Cleaner', 'Files'] as const;

/** docs/product.md#screens Activity History: past research and List Cleaner jobs. */
export function ActivityHistory({
  initialTab = 0,
  tab: kept,
  onTabChange,
  onViewFilterResults,
  onViewResearchResults,
  startedJobId,
}: ActivityHistoryProps) {
  const [own, setOwn] = useState(initialTab === 1 || initialTab === 2 ? initialTab : 0);
  const tab = kept ?? own;
  const setTab = (next: number) => {
    setOwn(next);
    onTabChange?.(next);
  };
  return (
    <Box>
      <Typography variant="h4" component="h1" gutterBottom>
        Activity History
      </Typography>
      <Tabs
        value={tab}
        onChange={(_e, next: number) => setTab(next)}
        aria-label="Activity History"
        variant="scrollable"
        allowScrollButtonsMobile
        sx={{ mb: 2 }}
      >
        {tabs.map((label, i) => (
          <Tab key={label} label={label} id={`activity-tab-${i}`} aria-controls={`activity-tabpanel-${i}`} />
        ))}
      </Tabs>
      <Box role="tabpanel" id={`activity-tabpanel-${tab}`} aria-labelledby={`activity-tab-${tab}`}>
        {tab === 0 ? (
          <ResearchJobsTab onViewResearchResults={onViewResearchResults} startedJobId={startedJobId} />
        ) : tab === 1 ? (
          <FilterJobsTab onViewFilterResults={onViewFilterResults} startedJobId={startedJobId} />
        ) : (
          <FilesTab />
        )}
      </Box>
    </Box>
  );
}
