import { Avatar, Box, Typography } from '@mui/material';

const steps = [
  { title: 'Upload your prospect list', text: 'Drop in a CSV of accounts or websites, straight from your CRM or a data provider.' },
  { title: 'Define your criteria', text: 'Describe in plain language who counts as a good lead; the AI applies it to every value.' },
  { title: 'Review and export', text: 'Check the decisions, override any of them, and download a clean, qualified list.' },
];

/** docs/product.md#what-it-does and docs/product.md#screens: the 3-step pitch on the login page. */
export function SalesPitch() {
  return (
    <Box component="section" aria-labelledby="pitch-title" sx={{ display: 'grid', gap: 2 }}>
      <Typography id="pitch-title" variant="h4" component="h2" sx={{ fontWeight: 700 }}>
        Outbound Sales on Easy-Mode
      </Typography>
      <Box component="ol" sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 2 }}>
        {steps.map((step, index) => (
          <Box component="li" key={step.title} sx={{ display: 'flex', gap: 2, alignItems: 'flex-start' }}>
            <Avatar sx={{ bgcolor: 'primary.main', width: 32, height: 32, fontSize: 16 }} aria-hidden="true">
              {index + 1}
            </Avatar>
            <Box>
              <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 600 }}>
                {step.title}
              </Typography>
              <Typography variant="body2" color="text.secondary">
                {step.text}
              </Typography>
            </Box>
          </Box>
        ))}
      </Box>
    </Box>
  );
}
