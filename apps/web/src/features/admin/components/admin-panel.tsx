import { Alert, Box, Tab, Tabs } from '@mui/material';
import { useState } from 'react';
import { AllApiKeys } from '../../api-keys';
import { useFeedback } from '../hooks/use-feedback';
import { AuditLog } from './audit-log';
import { UsersTab } from './users-tab';

/** /admin for administrators: user management, the audit log (SPEC §2, issue 12) and every user's API keys (issue 22). */
export function AdminPanel() {
  const [tab, setTab] = useState(0);
  const { feedback, report, clear } = useFeedback();
  return (
    <Box sx={{ display: 'grid', gap: 2 }}>
      <Tabs value={tab} onChange={(_e, value: number) => setTab(value)} aria-label="Admin sections">
        <Tab label="Users" id="admin-tab-0" aria-controls="admin-panel-0" />
        <Tab label="Audit log" id="admin-tab-1" aria-controls="admin-panel-1" />
        <Tab label="API keys" id="admin-tab-2" aria-controls="admin-panel-2" />
      </Tabs>
      {feedback && (
        <Alert severity={feedback.severity} onClose={clear} role={feedback.severity === 'error' ? 'alert' : 'status'}>
          {feedback.text}
        </Alert>
      )}
      <Box role="tabpanel" id={`admin-panel-${tab}`} aria-labelledby={`admin-tab-${tab}`}>
        {tab === 0 && <UsersTab onResult={report} />}
        {tab === 1 && <AuditLog />}
        {tab === 2 && <AllApiKeys />}
      </Box>
    </Box>
  );
}
