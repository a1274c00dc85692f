import { Typography } from '@mui/material';

/** Until the Research Agent lands there are no research jobs to list (and no endpoint to ask). */
export function ResearchJobsTab() {
  return (
    <Typography sx={{ p: 3 }} color="text.secondary">
      No research jobs found. Create a new research job to get started.
    </Typography>
  );
}
