import { Stack, Typography } from '@mui/material';
import { SecretOnce } from '../../../components/secret-once';

/** The push key, shown this once, with the address to push to and an example. */
export function PushKeyOnce({ automationId, pushKey }: { automationId: string; pushKey: string }) {
  const address = `${window.location.origin}/api/automations/${automationId}/rows`;
  return (
    <Stack spacing={2}>
      <SecretOnce label="Push key" value={pushKey} note="Copy this key now: it is shown only once. LeadSift keeps only its hash." />
      <Typography variant="body2">
        Send rows as CSV or JSON to{' '}
        <Typography component="code" variant="body2" sx={{ fontFamily: 'monospace', wordBreak: 'break-all' }}>
          {address}
        </Typography>{' '}
        with the header <code>Authorization: Bearer &lt;push key&gt;</code>. Rows pushed within the automation&apos;s window make one run.
      </Typography>
      <Typography
        component="pre"
        variant="body2"
        sx={{
          fontFamily: 'monospace',
          whiteSpace: 'pre-wrap',
          wordBreak: 'break-all',
          bgcolor: 'action.hover',
          p: 1,
          borderRadius: 1,
          m: 0,
        }}
      >
        {`curl -X POST ${address} \\\n  -H "Authorization: Bearer ${pushKey}" \\\n  -H "Content-Type: text/csv" \\\n  --data-binary @leads.csv`}
      </Typography>
    </Stack>
  );
}
