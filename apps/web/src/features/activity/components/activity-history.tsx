import { Box, Tab, Tabs, Typography } from '@mui/material';
import { useState } from 'react';
import { FilterJobsTab } from './filter-jobs-tab';
import { ResearchJobsTab } from './research-jobs-tab';

export type ActivityHistoryProps = {
  /** 0 = Research Agent (default), 1 = List Cleaner (after a List Cleaner run, SPEC §2). Read on mount. */
  initialTab?: number;
  onViewFilterResults: (filterId: string) => void;
  onViewResearchResults: (jobId: string) => void;
};

const tabs = ['Research Agent', 'List Cleaner'] as const;

/** SPEC §2 Activity History: past research and List Cleaner jobs. */
export function ActivityHistory({ initialTab = 0, onViewFilterResults, onViewResearchResults }: ActivityHistoryProps) {
  const [tab, setTab] = useState(initialTab === 1 ? 1 : 0);
  return (
    <Box>
      <Typography variant="h4" component="h1" gutterBottom>
        Activity History
      </Typography>
      <Tabs value={tab} onChange={(_e, next: number) => setTab(next)} aria-label="Activity History" sx={{ mb: 2 }}>
        {tabs.map((label, i) => (
          <Tab key={label} label={label} id={`activity-tab-${i}`} aria-controls={`activity-tabpanel-${i}`} />
        ))}
      </Tabs>
      <Box role="tabpanel" id={`activity-tabpanel-${tab}`} aria-labelledby={`activity-tab-${tab}`}>
        {tab === 0 ? (
          <ResearchJobsTab onViewResearchResults={onViewResearchResults} />
        ) : (
          <FilterJobsTab onViewFilterResults={onViewFilterResults} />
        )}
      </Box>
    </Box>
  );
}
