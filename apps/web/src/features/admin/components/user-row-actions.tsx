import type { AdminUser } from '@leadsift/shared';
import MoreVertIcon from '@mui/icons-material/MoreVert';
import { IconButton, Menu, MenuItem } from '@mui/material';
import { useState } from 'react';
import { useSetDisabled } from '../api/set-disabled';
import { useSetRole } from '../api/set-role';
import { useSignOutEverywhere } from '../api/sign-out-everywhere';
import { errorText, type ReportFeedback } from '../hooks/use-feedback';

type Props = { user: AdminUser; onDelete: (user: AdminUser) => void; onResult: ReportFeedback };

/** A row's menu: role, sign-in access, sessions and delete (beyond SPEC, issue 12). */
export function UserRowActions({ user, onDelete, onResult }: Props) {
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const setRole = useSetRole();
  const setDisabled = useSetDisabled();
  const signOut = useSignOutEverywhere();
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
        <MenuItem onClick={pick(() => onDelete(user))} sx={{ color: 'error.main' }}>
          Delete user
        </MenuItem>
      </Menu>
    </>
  );
}
