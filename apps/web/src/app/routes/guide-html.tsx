import { Box } from '@mui/material';

/**
 * HTML rendered from docs/automation.md at build time (apps/web/build/readme-guide.ts, `marked`). It is the project's own
 * text, fixed when the app is built, never anything a user sent, which is why it may be set as HTML.
 */
export function GuideHtml({ html }: { html: string }) {
  return (
    <Box
      sx={{
        typography: 'body1',
        '& h2, & h3, & h4': { typography: 'h6', mt: 3, mb: 1 },
        '& p': { my: 1 },
        '& a': { color: 'primary.main' },
        '& pre': { p: 2, bgcolor: 'action.hover', borderRadius: 1, overflowX: 'auto', fontSize: 13 },
        '& table': { borderCollapse: 'collapse', my: 2, display: 'block', overflowX: 'auto' },
        '& th, & td': { borderBottom: 1, borderColor: 'divider', p: 1, textAlign: 'left', verticalAlign: 'top' },
      }}
      dangerouslySetInnerHTML={{ __html: html }}
    />
  );
}
