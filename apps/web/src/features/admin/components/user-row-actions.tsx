import type { AdminUser } from '@leadsift/shared';
import MoreVertIcon from '@mui/icons-material/MoreVert';
import { IconButton, Menu, MenuItem } from '@mui/material';
import { useState } from 'react';
import { useSetDisabled } from '../api/set-disabled';
import { useSetRole } from '../api/set-role';
import { usePasswordResetLink } from '../api/password-reset-link';
import { useSignOutEverywhere } from '../api/sign-out-everywhere';
import { errorText, type ReportFeedback } from '../hooks/use-feedback';
import { ConfirmActionDialog, type PendingAction } from './confirm-action-dialog';
import type { LinkToCopy } from './copy-link-dialog';
import { UserAccessDialog } from './user-access-dialog';

type Props = {
  user: AdminUser;
  onDelete: (user: AdminUser) => void;
  onResult: ReportFeedback;
  onLink?: (link: LinkToCopy) => void;
  email?: boolean;
};

/**
 * A row's menu: role, sign-in access, sessions and delete (beyond docs/product.md). Role changes, disable/enable
 * and sign-out everywhere ask first, with an optional reason for the audit log (ADR 0037).
 */
export function UserRowActions({ user, onDelete, onResult, onLink = () => {}, email = false }: Props) {
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const [pending, setPending] = useState<PendingAction | null>(null);
  const [showAccess, setShowAccess] = useState(false);
  const setRole = useSetRole();
  const setDisabled = useSetDisabled();
  const signOut = useSignOutEverywhere();
  const resetLink = usePasswordResetLink();
  const ref = { id: user.id, email: user.email };
  const done = (text: string) => ({
    onSuccess: () => onResult('success', text),
    onError: (err: Error) => onResult('error', errorText(err)),
  });
  const pick = (action: () => void) => () => {
    setAnchor(null);
    action();
  };
  const isAdmin = user.role === 'admin';

  return (
    <>
      <IconButton aria-label={`Actions for ${user.email}`} aria-haspopup="menu" size="small" onClick={(e) => setAnchor(e.currentTarget)}>
        <MoreVertIcon fontSize="small" />
      </IconButton>
      <Menu anchorEl={anchor} open={anchor !== null} onClose={() => setAnchor(null)}>
        <MenuItem
          onClick={pick(() =>
            setPending(
              isAdmin
                ? {
                    title: `Remove the administrator role from ${user.email}?`,
                    text: 'They keep their account and data but can no longer open the admin panel or the tickets.',
                    confirmLabel: 'Remove administrator role',
                    destructive: true,
                    run: (reason) =>
                      setRole.mutate({ ...ref, role: 'user', reason }, done(`Successfully made ${user.email} a regular user`)),
                  }
                : {
                    title: `Make ${user.email} an administrator?`,
                    text: 'They will manage every user, their credits and the tickets.',
                    confirmLabel: 'Make administrator',
                    run: (reason) =>
                      setRole.mutate({ ...ref, role: 'admin', reason }, done(`Successfully made ${user.email} an administrator`)),
                  },
            ),
          )}
        >
          {isAdmin ? 'Remove administrator role' : 'Make administrator'}
        </MenuItem>
        <MenuItem
          onClick={pick(() =>
            setPending(
              user.disabled
                ? {
                    title: `Enable sign-in for ${user.email}?`,
                    text: 'They can sign in again.',
                    confirmLabel: 'Enable sign-in',
                    run: (reason) =>
                      setDisabled.mutate({ ...ref, disabled: false, reason }, done(`Successfully enabled sign-in for ${user.email}`)),
                  }
                : {
                    title: `Disable sign-in for ${user.email}?`,
                    text: 'They are signed out on every device, every app they connected (AI assistants) loses access, and they cannot sign in until enabled again.',
                    confirmLabel: 'Disable sign-in',
                    destructive: true,
                    option: { label: 'Also revoke their API keys', checked: true },
                    run: (reason, revokeApiKeys) =>
                      setDisabled.mutate(
                        { ...ref, disabled: true, reason, revokeApiKeys },
                        done(`Successfully disabled sign-in for ${user.email}`),
                      ),
                  },
            ),
          )}
        >
          {user.disabled ? 'Enable sign-in' : 'Disable sign-in'}
        </MenuItem>
        <MenuItem
          onClick={pick(() =>
            setPending({
              title: `Sign ${user.email} out everywhere?`,
              text: 'Every session of theirs ends, on every device, and every app they connected (AI assistants) loses access. They can sign in again.',
              confirmLabel: 'Sign out everywhere',
              destructive: true,
              option: { label: 'Also revoke their API keys', checked: false },
              run: (reason, revokeApiKeys) =>
                signOut.mutate({ ...ref, reason, revokeApiKeys }, done(`Successfully signed out ${user.email} everywhere`)),
            }),
          )}
        >
          Sign out everywhere
        </MenuItem>
        <MenuItem onClick={pick(() => setShowAccess(true))}>Connected apps and API keys</MenuItem>
        {email && (
          <MenuItem onClick={pick(() => resetLink.mutate({ id: user.id, copy: false }, done(`Password reset link sent to ${user.email}`)))}>
            Send password reset
          </MenuItem>
        )}
        <MenuItem
          onClick={pick(() =>
            resetLink.mutate(
              { id: user.id, copy: true },
              {
                onSuccess: (answer) =>
                  answer.link &&
                  onLink({
                    title: 'Password reset link',
                    text: `Send this link to ${user.email}. It is valid for one hour and works once.`,
                    link: answer.link,
                  }),
                onError: (err: Error) => onResult('error', errorText(err)),
              },
            ),
          )}
        >
          Copy reset link
        </MenuItem>
        <MenuItem onClick={pick(() => onDelete(user))} sx={{ color: 'error.main' }}>
          Delete user
        </MenuItem>
      </Menu>
      <ConfirmActionDialog action={pending} onClose={() => setPending(null)} />
      {/* Mounted only when opened: every row of the grid has this menu. */}
      {showAccess && <UserAccessDialog user={user} onClose={() => setShowAccess(false)} />}
    </>
  );
}
