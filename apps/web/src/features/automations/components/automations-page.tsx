import AddIcon from '@mui/icons-material/Add';
import { Alert, Box, Button, CircularProgress, Stack, Typography } from '@mui/material';
import { useState } from 'react';
import { RoleGate, RoleNotice } from '../../workspaces';
import { useAutomations } from '../api/automations';
import { AutomationCard } from './automation-card';
import { CreateAutomationDialog } from './create-automation-dialog';

/**
 * The Automations page (ADR 0065): each automation with its source, schedule and last runs; create one from a
 * template, see a push key once, pause, resume, run now, delete.
 */
export function AutomationsPage() {
  const { data, error, isPending } = useAutomations();
  const [creating, setCreating] = useState(false);
  return (
    <Box sx={{ display: 'grid', gridTemplateColumns: 'minmax(0, 1fr)', gap: 2 }}>
      <Stack direction="row" spacing={2} sx={{ alignItems: 'center', justifyContent: 'space-between', flexWrap: 'wrap', rowGap: 1 }}>
        <Typography variant="h4" component="h1">
          Automations
        </Typography>
        <RoleGate>
          <Button variant="contained" startIcon={<AddIcon />} onClick={() => setCreating(true)}>
            New automation
          </Button>
        </RoleGate>
      </Stack>
      <RoleNotice />
      <Typography color="text.secondary">
        A template that judges new rows as they come: pushed to LeadSift, or read from a file&apos;s address on a schedule. Rows judged in
        an earlier run cost nothing.
      </Typography>
      {error && <Alert severity="error">{error.message}</Alert>}
      {isPending && <CircularProgress aria-label="Loading automations" />}
      {data?.length === 0 && (
        <Alert severity="info">No automations yet. Create one from a template to clean new leads as they arrive.</Alert>
      )}
      {data?.map((automation) => (
        <AutomationCard key={automation.id} automation={automation} />
      ))}
      <CreateAutomationDialog open={creating} onClose={() => setCreating(false)} />
    </Box>
  );
}
