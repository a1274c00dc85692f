import { Box, Link, Typography } from '@mui/material';
import { Link as RouterLink } from 'react-router';
import { assistants, automate } from 'virtual:readme-guide';
import { GuideHtml } from './guide-html';

// The "Automate it" section of docs/automation.md, the very text whose examples a test runs against a server, and
// how to connect an AI assistant, as HTML rendered when the app is built (only these sections ship, not the guide).

/** /account/automate: the whole loop in curl and Python, how to check a webhook signature, and the MCP server. */
export function AutomateRoute() {
  return (
    <Box sx={{ maxWidth: 1000 }}>
      <Typography variant="h4" component="h1" gutterBottom>
        Automate it
      </Typography>
      <Typography sx={{ mb: 2 }}>
        Create a key and a webhook endpoint on your{' '}
        <Link component={RouterLink} to="/account">
          account page
        </Link>
        , then put the key in <code>LEADSIFT_KEY</code> and this server&apos;s address ({window.location.origin}) in{' '}
        <code>LEADSIFT_URL</code>.
      </Typography>
      <GuideHtml html={automate} />
      <Typography variant="h4" component="h2" id="ai-assistant" sx={{ mt: 4 }} gutterBottom>
        Use LeadSift from an AI assistant
      </Typography>
      <GuideHtml html={assistants} />
    </Box>
  );
}
