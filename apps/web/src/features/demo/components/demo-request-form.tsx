import { Alert, Box, Button, Paper, TextField, Typography } from '@mui/material';
import type { FormEvent } from 'react';
import type { DemoRequest } from '../demo-validation';
import { useDemoRequestForm } from '../hooks/use-demo-request-form';

export const demoSuccessText = "Thank you! We'll be in touch soon to schedule your demo.";
export const demoErrorText = 'Something went wrong. Please try again or contact support.';

const fields: { name: keyof DemoRequest; label: string; type?: string; autoComplete: string }[] = [
  { name: 'firstName', label: 'First Name', autoComplete: 'given-name' },
  { name: 'lastName', label: 'Last Name', autoComplete: 'family-name' },
  { name: 'email', label: 'Work Email', type: 'email', autoComplete: 'email' },
  { name: 'company', label: 'Company Name', autoComplete: 'organization' },
];

/** docs/product.md#screens demo request form: idle, submitting, success (5 s, then cleared), error. */
export function DemoRequestForm() {
  const { values, status, setField, submit } = useDemoRequestForm();

  const handleSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    void submit();
  };

  return (
    <Paper component="section" aria-labelledby="demo-title" elevation={1} sx={{ p: 3 }}>
      <Typography id="demo-title" variant="h6" component="h2" gutterBottom>
        Request a personalised demo
      </Typography>
      <Box component="form" noValidate onSubmit={handleSubmit} sx={{ display: 'grid', gap: 2, gridTemplateColumns: { sm: '1fr 1fr' } }}>
        {status === 'success' && (
          <Alert severity="success" role="status" sx={{ gridColumn: '1 / -1' }}>
            {demoSuccessText}
          </Alert>
        )}
        {status === 'error' && (
          <Alert severity="error" role="alert" sx={{ gridColumn: '1 / -1' }}>
            {demoErrorText}
          </Alert>
        )}
        {fields.map((field) => (
          <TextField
            key={field.name}
            label={field.label}
            type={field.type ?? 'text'}
            autoComplete={field.autoComplete}
            value={values[field.name]}
            onChange={(event) => setField(field.name, event.target.value)}
            size="small"
            fullWidth
          />
        ))}
        <Button type="submit" variant="contained" disabled={status === 'submitting'} sx={{ gridColumn: '1 / -1' }}>
          {status === 'submitting' ? 'Submitting...' : 'Request Demo'}
        </Button>
      </Box>
    </Paper>
  );
}
