import ContentCopyIcon from '@mui/icons-material/ContentCopy';
import {
  inviteRoles,
  workspaceInvitationBody,
  workspaceRoleHelp,
  workspaceRoleLabels,
  type CreatedInvitation,
  type InviteRole,
} from '@leadsift/shared';
import { Alert, Box, Button, IconButton, InputAdornment, ListItemText, MenuItem, TextField, Tooltip } from '@mui/material';
import { useState, type FormEvent } from 'react';
import { useInviteMember } from '../../api/invitations';

/** Email and role (each with what it may do) → the link to pass on, and whether it went out by email. */
export function InviteForm({ workspaceId }: { workspaceId: string }) {
  const invite = useInviteMember();
  const [email, setEmail] = useState('');
  const [role, setRole] = useState<InviteRole>('member');
  const [touched, setTouched] = useState(false);
  const [sent, setSent] = useState<(CreatedInvitation & { email: string }) | null>(null);
  const parsed = workspaceInvitationBody.safeParse({ email, role });
  const emailError = touched && !parsed.success ? (parsed.error.issues.find((i) => i.path[0] === 'email')?.message ?? null) : null;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setTouched(true);
    if (!parsed.success) return;
    const body = parsed.data;
    invite.mutate(
      { workspaceId, ...body },
      {
        onSuccess: (created) => {
          setSent({ ...created, email: body.email });
          setEmail('');
          setTouched(false);
        },
      },
    );
  };

  return (
    <Box sx={{ display: 'grid', gap: 2 }}>
      <Box
        component="form"
        noValidate
        onSubmit={submit}
        aria-label="Invite someone"
        sx={{ display: 'flex', gap: 1, flexWrap: 'wrap', alignItems: 'flex-start' }}
      >
        <TextField
          label="Email"
          type="email"
          size="small"
          value={email}
          onChange={(e) => setEmail(e.target.value)}
          error={emailError !== null}
          helperText={emailError ?? ' '}
          sx={{ flex: '2 1 220px' }}
        />
        <TextField
          select
          label="Role"
          size="small"
          value={role}
          onChange={(e) => setRole(e.target.value as InviteRole)}
          helperText={workspaceRoleHelp[role]}
          slotProps={{ select: { renderValue: (value) => workspaceRoleLabels[value as InviteRole] } }}
          sx={{ flex: '1 1 180px' }}
        >
          {inviteRoles.map((r) => (
            <MenuItem key={r} value={r}>
              <ListItemText
                primary={workspaceRoleLabels[r]}
                secondary={workspaceRoleHelp[r]}
                slotProps={{ secondary: { sx: { whiteSpace: 'normal' } } }}
              />
            </MenuItem>
          ))}
        </TextField>
        <Button type="submit" variant="contained" disabled={invite.isPending}>
          Invite
        </Button>
      </Box>
      {invite.error && <Alert severity="error">{invite.error.message}</Alert>}
      {sent && <InvitationLink sent={sent} />}
    </Box>
  );
}

function InvitationLink({ sent }: { sent: CreatedInvitation & { email: string } }) {
  const [copied, setCopied] = useState<boolean | null>(null);
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(sent.link);
      setCopied(true);
    } catch {
      // No clipboard (a plain-http address other than localhost): the field stays selectable.
      setCopied(false);
    }
  };
  return (
    <Alert severity="success" role="status" sx={{ '& .MuiAlert-message': { width: '100%', minWidth: 0 } }}>
      {sent.emailed
        ? `Invitation emailed to ${sent.email}. You can also pass the link on yourself; it works once, for 7 days.`
        : `No email was sent (email is not set up here): pass this link on to ${sent.email}. It works once, for 7 days.`}
      <TextField
        label="Invitation link"
        size="small"
        value={sent.link}
        fullWidth
        sx={{ mt: 1.5 }}
        slotProps={{
          htmlInput: { readOnly: true, onFocus: (e: React.FocusEvent<HTMLInputElement>) => e.target.select() },
          input: {
            endAdornment: (
              <InputAdornment position="end">
                <Tooltip title={copied ? 'Copied' : 'Copy'}>
                  <IconButton aria-label="Copy the invitation link" onClick={() => void copy()} edge="end">
                    <ContentCopyIcon fontSize="small" />
                  </IconButton>
                </Tooltip>
              </InputAdornment>
            ),
          },
        }}
        helperText={
          copied === false ? 'The browser gave no clipboard here: select the link and copy it.' : copied ? 'Copied to the clipboard.' : ' '
        }
      />
    </Alert>
  );
}
