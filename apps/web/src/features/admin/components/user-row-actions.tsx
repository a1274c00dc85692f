import type { AdminUser } from '@leadsift/shared';
import MoreVertIcon from '@mui/icons-material/MoreVert';
import { IconButton, Menu, MenuItem } from '@mui/material';
import { useState } from 'react';
import { useSetDisabled } from '../api/set-disabled';
import { useSetRole } from '../api/set-role';
import { usePasswordResetLink } from '../api/password-reset-link';
import { useSignOutEverywhere } from '../api/sign-out-everywhere';
import { errorText, type ReportFeedback } from '../hooks/use-feedback';
import type { LinkToCopy } from './copy-link-dialog';

type Props = {
  user: AdminUser;
  onDelete: (user: AdminUser) => void;
  onResult: ReportFeedback;
  onLink?: (link: LinkToCopy) => void;
  email?: boolean;
};

/** A row's menu: role, sign-in access, sessions and delete (beyond SPEC, issue 12). */
export function UserRowActions({ user, onDelete, onResult, onLink = () => {}, email = false }: Props) {
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
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
            setRole.mutate(
              { ...ref, role: isAdmin ? 'user' : 'admin' },
              done(isAdmin ? `Successfully made ${user.email} a regular user` : `Successfully made ${user.email} an administrator`),
            ),
          )}
        >
          {isAdmin ? 'Remove administrator role' : 'Make administrator'}
        </MenuItem>
        <MenuItem
          onClick={pick(() =>
            setDisabled.mutate(
              { ...ref, disabled: !user.disabled },
              done(user.disabled ? `Successfully enabled sign-in for ${user.email}` : `Successfully disabled sign-in for ${user.email}`),
            ),
          )}
        >
          {user.disabled ? 'Enable sign-in' : 'Disable sign-in'}
        </MenuItem>
        <MenuItem onClick={pick(() => signOut.mutate(ref, done(`Successfully signed out ${user.email} everywhere`)))}>
          Sign out everywhere
        </MenuItem>
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
    </>
  );
}
