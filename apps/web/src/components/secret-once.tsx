import ContentCopyIcon from '@mui/icons-material/ContentCopy';
import { Alert, Box, IconButton, Stack, Tooltip, Typography } from '@mui/material';
import { useState } from 'react';

/** A secret (API key, signing secret) shown once, with a copy button. */
export function SecretOnce({ label, value, note }: { label: string; value: string; note: string }) {
  const [copied, setCopied] = useState(false);
  const copy = () => {
    void navigator.clipboard?.writeText(value).then(() => setCopied(true));
  };
  return (
    <Stack spacing={2}>
      <Alert severity="warning">{note}</Alert>
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
        <Box
          component="output"
          aria-label={label}
          data-testid="secret-value"
          sx={{ fontFamily: 'monospace', wordBreak: 'break-all', p: 1, bgcolor: 'action.hover', borderRadius: 1, flexGrow: 1 }}
        >
          {value}
        </Box>
        <Tooltip title={copied ? 'Copied' : 'Copy'}>
          <IconButton aria-label={`Copy ${label}`} onClick={copy}>
            <ContentCopyIcon />
          </IconButton>
        </Tooltip>
      </Stack>
      {copied && <Typography variant="body2">Copied to the clipboard.</Typography>}
    </Stack>
  );
}
