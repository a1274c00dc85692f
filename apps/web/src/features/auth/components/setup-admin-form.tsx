import { PASSWORD_MIN_LENGTH, PASSWORD_TOO_SHORT, passwordLongEnough } from '@leadsift/shared';
import { Alert, Box, Button, TextField, Typography } from '@mui/material';
import { useState } from 'react';
import type { FormEvent } from 'react';
import { useAuth } from '../hooks/use-auth';

type Field = 'name' | 'email' | 'password';
type FieldErrors = Partial<Record<Field, string>>;

/** Each field's own error text, before anything is sent (the server's 'email: Email is required' is for APIs). */
export function setupFieldErrors(values: { name: string; email: string; password: string }): FieldErrors {
  const errors: FieldErrors = {};
  if (!values.name.trim()) errors.name = 'Please enter your name';
  if (!values.email.trim()) errors.email = 'Please enter your email address';
  else if (!/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(values.email.trim())) errors.email = 'Please enter a valid email address';
  if (!passwordLongEnough(values.password)) errors.password = PASSWORD_TOO_SHORT;
  return errors;
}

/** 'email: Email is required' → the email field's 'Email is required'; other answers stay whole. */
function serverFieldError(message: string): { field: Field; text: string } | null {
  const match = /^(name|email|password):\s*(.+)$/i.exec(message.trim());
  return match ? { field: match[1]!.toLowerCase() as Field, text: match[2]! } : null;
}

/** First run (no account exists yet): the first account becomes the administrator. */
export function SetupAdminForm({ onCreated }: { onCreated: () => void }) {
  const { createAdmin } = useAuth();
  const [name, setName] = useState('');
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [submitting, setSubmitting] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [fieldErrors, setFieldErrors] = useState<FieldErrors>({});

  const handleSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setError(null);
    const errors = setupFieldErrors({ name, email, password });
    setFieldErrors(errors);
    if (Object.keys(errors).length > 0) return;
    setSubmitting(true);
    const result = await createAdmin({ name: name.trim(), email: email.trim(), password });
    setSubmitting(false);
    if (!result.error) return onCreated();
    const field = serverFieldError(result.error.message);
    if (field) setFieldErrors({ [field.field]: field.text });
    else setError(result.error.message);
  };
  // A field's error goes as soon as it is edited.
  const edit = (field: Field, set: (value: string) => void) => (value: string) => {
    set(value);
    if (fieldErrors[field]) setFieldErrors(({ [field]: _gone, ...rest }) => rest);
  };

  return (
    <Box
      component="form"
      noValidate
      onSubmit={(event) => void handleSubmit(event)}
      sx={{ display: 'grid', gap: 2 }}
      aria-labelledby="setup-title"
    >
      <Typography id="setup-title" variant="h6" component="h2">
        Create administrator account
      </Typography>
      <Typography variant="body2" color="text.secondary">
        No account exists yet. The account you create now manages users and credits.
      </Typography>
      {error && (
        <Alert severity="error" role="alert">
          {error}
        </Alert>
      )}
      <TextField
        label="Name"
        autoComplete="name"
        value={name}
        onChange={(event) => edit('name', setName)(event.target.value)}
        error={Boolean(fieldErrors.name)}
        helperText={fieldErrors.name}
        fullWidth
      />
      <TextField
        label="Email"
        type="email"
        autoComplete="email"
        value={email}
        onChange={(event) => edit('email', setEmail)(event.target.value)}
        error={Boolean(fieldErrors.email)}
        helperText={fieldErrors.email}
        fullWidth
      />
      <TextField
        label="Password"
        type="password"
        autoComplete="new-password"
        helperText={fieldErrors.password ?? `Minimum ${PASSWORD_MIN_LENGTH} characters`}
        error={Boolean(fieldErrors.password)}
        value={password}
        onChange={(event) => edit('password', setPassword)(event.target.value)}
        fullWidth
      />
      <Button type="submit" variant="contained" size="large" disabled={submitting} fullWidth>
        Create administrator account
      </Button>
    </Box>
  );
}
