import { Alert, Box, Snackbar, Tab, Tabs } from '@mui/material';
import { useState } from 'react';
import { AllApiKeys } from '../../api-keys';
import { useFeedback } from '../hooks/use-feedback';
import { AuditLog } from './audit-log';
import { DemoRequestsBadge } from './demo-requests-badge';
import { DemoRequestsTab } from './demo-requests-tab';
import { ModelBudgetCard } from './model-budget-card';
import { UsageTab } from './usage-tab';
import { UsersTab } from './users-tab';
import { WorkspacesTab } from './workspaces-tab';

/** How long a success message stays; a failure stays until closed. */
export const feedbackHideMs = 6000;

/** /admin for administrators: user management, every workspace (tier, credits), the audit log (docs/product.md#screens),
 * every user's API keys (ADR 0036) and the demo requests of the sign-in page (with the number of new ones on their tab and
 * on the side navigation's Admin). */
export function AdminPanel() {
  const [tab, setTab] = useState(0);
  const { feedback, open, report, clear } = useFeedback();
  return (
    <Box sx={{ display: 'grid', gap: 2, minWidth: 0, gridTemplateColumns: 'minmax(0, 1fr)' }}>
      <Tabs
        value={tab}
        onChange={(_e, value: number) => setTab(value)}
        aria-label="Admin sections"
        variant="scrollable"
        allowScrollButtonsMobile
      >
        <Tab label="Users" id="admin-tab-0" aria-controls="admin-panel-0" />
        <Tab label="Workspaces" id="admin-tab-1" aria-controls="admin-panel-1" />
        <Tab label="Audit log" id="admin-tab-2" aria-controls="admin-panel-2" />
        <Tab label="API keys" id="admin-tab-3" aria-controls="admin-panel-3" />
        <Tab label="Usage" id="admin-tab-4" aria-controls="admin-panel-4" />
        <Tab label={<DemoRequestsBadge>Demo requests</DemoRequestsBadge>} id="admin-tab-5" aria-controls="admin-panel-5" sx={{ px: 3 }} />
      </Tabs>
      {/* The result shows where the admin is looking (acting from the grid, the top of the page is off-screen). */}
      <Snackbar
        open={open}
        onClose={(_e, why) => why !== 'clickaway' && clear()}
        autoHideDuration={feedback?.severity === 'success' ? feedbackHideMs : null}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'center' }}
      >
        <Alert
          severity={feedback?.severity ?? 'success'}
          onClose={clear}
          variant="filled"
          role={feedback?.severity === 'error' ? 'alert' : 'status'}
        >
          {feedback?.text}
        </Alert>
      </Snackbar>
      <Box role="tabpanel" id={`admin-panel-${tab}`} aria-labelledby={`admin-tab-${tab}`} sx={{ minWidth: 0 }}>
        {tab === 0 && <UsersTab onResult={report} />}
        {tab === 1 && <WorkspacesTab onResult={report} />}
        {tab === 2 && <AuditLog />}
        {tab === 3 && <AllApiKeys />}
        {tab === 4 && (
          <Box sx={{ display: 'grid', gap: 2, minWidth: 0, gridTemplateColumns: 'minmax(0, 1fr)' }}>
            <ModelBudgetCard onResult={report} />
            <UsageTab />
          </Box>
        )}
        {tab === 5 && <DemoRequestsTab onResult={report} />}
      </Box>
    </Box>
  );
}
