import { workspaceRoleHelp, workspaceRoleLabels, type InvitationStatus } from '@leadsift/shared';
import { Alert, Box, Button, CircularProgress, Typography } from '@mui/material';
import { useMutation } from '@tanstack/react-query';
import { Link as RouterLink, useNavigate } from 'react-router';
import { useAuth } from '../../auth/hooks/use-auth';
import { findWorkspaceNamed, useSwitchWorkspace } from '../../workspaces';
import { joinWorkspace } from '../api/invitation';
import { LinkPageShell } from './link-page-shell';
import { NewAccountForm } from './new-account-form';

type Invitation = Extract<InvitationStatus, { valid: true }> & { workspaceName: string };

/**
 * A workspace invitation (docs/product.md#workspaces-in-the-app): "Join <workspace> as <role>". Signed in → Join,
 * then the app switches to it. Signed out with an account → sign in as the invited address and come back here.
 * No account → a name and a password create it, sign in and join.
 */
export function WorkspaceInvitation({ token, invitation }: { token: string; invitation: Invitation }) {
  const { loading, isAuthenticated, user, signOut } = useAuth();
  const switcher = useSwitchWorkspace();
  const navigate = useNavigate();
  const join = useMutation({ mutationFn: () => joinWorkspace(token), onSuccess: (id) => switcher.mutate({ id }) });
  const { email, workspaceName: name, workspaceRole: role, hasAccount } = invitation;
  const intro = (
    <Typography>
      You were invited to join <strong>{name}</strong>
      {role ? (
        <>
          {' '}
          as <strong>{workspaceRoleLabels[role]}</strong> ({workspaceRoleHelp[role].toLowerCase()})
        </>
      ) : null}
      .
    </Typography>
  );
  const title = role ? `Join ${name} as ${workspaceRoleLabels[role]}` : `Join ${name}`;
  const here = `/invite?token=${encodeURIComponent(token)}`;

  let body;
  if (loading) body = <CircularProgress aria-label="Checking sign-in" sx={{ mx: 'auto' }} />;
  else if (isAuthenticated && user && user.email.toLowerCase() !== email.toLowerCase())
    body = (
      <>
        {intro}
        <Alert severity="warning">
          This invitation is for <strong>{email}</strong>, and you are signed in as <strong>{user.email}</strong>. Sign out, then sign in as{' '}
          {email} to join.
        </Alert>
        <Button variant="outlined" onClick={() => void signOut()}>
          Sign out
        </Button>
      </>
    );
  else if (isAuthenticated) {
    const error = join.error ?? switcher.error;
    body = (
      <>
        {intro}
        {error && <Alert severity="error">{error.message}</Alert>}
        <Button variant="contained" disabled={join.isPending || switcher.isPending} onClick={() => join.mutate()}>
          Join {name}
        </Button>
      </>
    );
  } else if (hasAccount)
    body = (
      <>
        {intro}
        <Typography>{email} already has a LeadSift account: sign in with it, and you come back here to join.</Typography>
        <Button variant="contained" component={RouterLink} to={`/login?next=${encodeURIComponent(here)}`}>
          Sign in as {email} to join
        </Button>
      </>
    );
  else
    body = (
      <NewAccountForm
        token={token}
        intro={
          <Box sx={{ display: 'grid', gap: 1 }}>
            {intro}
            <Typography>
              Create your account for <strong>{email}</strong>: choose your name and a password.
            </Typography>
          </Box>
        }
        submitLabel="Create my account and join"
        onSignedIn={async () => {
          // A new account belongs to its personal workspace and the one it joined: that one is found by its name.
          const joined = await findWorkspaceNamed(name);
          if (joined) switcher.mutate({ id: joined.id });
          else void navigate('/', { replace: true });
        }}
      />
    );
  return <LinkPageShell title={title}>{body}</LinkPageShell>;
}
