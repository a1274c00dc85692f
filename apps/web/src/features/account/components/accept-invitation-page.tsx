import { WORKSPACE_INVITATION_PREFIX } from '@leadsift/shared';
import { Alert, CircularProgress, Link, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { Link as RouterLink, useNavigate, useSearchParams } from 'react-router';
import { getInvitationStatus } from '../api/invitation';
import { LinkPageShell } from './link-page-shell';
import { NewAccountForm } from './new-account-form';
import { WorkspaceInvitation } from './workspace-invitation';

export const invalidInvitationTexts = {
  expired: 'This invitation has expired. Ask your administrator for a new one.',
  used: 'This invitation was already used. Sign in with the password you chose.',
  revoked: 'This invitation was withdrawn. Ask your administrator for a new one.',
  unknown: 'This invitation link is not valid. Check that you copied all of it, or ask your administrator for a new one.',
} as const;

/**
 * /invite?token=…: the invitee chooses a name and a password, and is signed in. A workspace invitation (`wsi_…`)
 * names the workspace and the role, and lets someone signed in (or with an account) join it instead.
 */
export function AcceptInvitationPage() {
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const navigate = useNavigate();
  const status = useQuery({
    queryKey: ['invitation', token],
    queryFn: () => getInvitationStatus(token),
    enabled: token !== '',
    retry: false,
  });

  if (token && status.isPending)
    return (
      <LinkPageShell title="Join LeadSift">
        <CircularProgress aria-label="Checking the invitation" sx={{ mx: 'auto' }} />
      </LinkPageShell>
    );
  if (!token || !status.data || !status.data.valid)
    return (
      <LinkPageShell title="Join LeadSift">
        <Alert severity="error">{invalidInvitationTexts[status.data && !status.data.valid ? status.data.reason : 'unknown']}</Alert>
        <Link component={RouterLink} to="/login">
          Go to sign in
        </Link>
      </LinkPageShell>
    );
  const invitation = status.data;
  if (token.startsWith(WORKSPACE_INVITATION_PREFIX) && invitation.workspaceName !== undefined)
    return <WorkspaceInvitation token={token} invitation={{ ...invitation, workspaceName: invitation.workspaceName }} />;
  return (
    <LinkPageShell title="Join LeadSift">
      <NewAccountForm
        token={token}
        intro={
          <Typography>
            You were invited as <strong>{invitation.email}</strong>. Choose your name and a password.
          </Typography>
        }
        submitLabel="Create my account"
        onSignedIn={() => void navigate('/', { replace: true })}
      />
    </LinkPageShell>
  );
}
