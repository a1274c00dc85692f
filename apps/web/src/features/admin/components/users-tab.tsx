import type { AdminUser } from '@leadsift/shared';
import RefreshIcon from '@mui/icons-material/Refresh';
import ForwardToInboxIcon from '@mui/icons-material/ForwardToInbox';
import PersonAddIcon from '@mui/icons-material/PersonAdd';
import { Alert, Box, Button, Card, CardContent, TextField, Typography } from '@mui/material';
import { useState } from 'react';
import { useAuthConfig } from '../../auth/api/get-auth-config';
import { useAdminUsers } from '../api/get-admin-users';
import type { ReportFeedback } from '../hooks/use-feedback';
import { ChangeTierForm } from './change-tier-form';
import { CopyLinkDialog, type LinkToCopy } from './copy-link-dialog';
import { CreateUserDialog } from './create-user-dialog';
import { DeleteUserDialog } from './delete-user-dialog';
import { GrantCreditsForm } from './grant-credits-form';
import { HowToBox } from './how-to-box';
import { InviteUserDialog } from './invite-user-dialog';
import { PendingInvitations } from './pending-invitations';
import { UsersTable } from './users-table';

/** docs/product.md#screens panel body: how-to, the two forms, the 'All Users' table and its dialogs. */
export function UsersTab({ onResult }: { onResult: ReportFeedback }) {
  const users = useAdminUsers();
  const list = users.data ?? [];
  const [search, setSearch] = useState('');
  const [creating, setCreating] = useState(false);
  const [inviting, setInviting] = useState(false);
  const [link, setLink] = useState<LinkToCopy | null>(null);
  const email = useAuthConfig().data?.email === true;
  const [deleting, setDeleting] = useState<AdminUser | null>(null);

  return (
    <Box sx={{ display: 'grid', gap: 3 }}>
      <HowToBox />
      <Box sx={{ display: 'flex', gap: 3, flexWrap: 'wrap' }}>
        <GrantCreditsForm users={list} loading={users.isLoading} onResult={onResult} />
        <ChangeTierForm users={list} loading={users.isLoading} onResult={onResult} />
      </Box>
      <Card variant="outlined">
        <CardContent sx={{ display: 'grid', gap: 2 }}>
          <Box sx={{ display: 'flex', alignItems: 'center', gap: 2, flexWrap: 'wrap' }}>
            <Typography variant="h6" component="h2" sx={{ flexGrow: 1 }}>
              All Users
            </Typography>
            <TextField size="small" label="Search users..." value={search} onChange={(e) => setSearch(e.target.value)} />
            <Button startIcon={<RefreshIcon />} onClick={() => void users.refetch()} disabled={users.isFetching}>
              Refresh Users
            </Button>
            <Button variant="outlined" startIcon={<ForwardToInboxIcon />} onClick={() => setInviting(true)}>
              Invite user
            </Button>
            <Button variant="contained" startIcon={<PersonAddIcon />} onClick={() => setCreating(true)}>
              Create New User
            </Button>
          </Box>
          {users.error && <Alert severity="error">{users.error.message}</Alert>}
          <UsersTable
            users={list}
            loading={users.isFetching}
            search={search}
            onDelete={setDeleting}
            onResult={onResult}
            onLink={setLink}
            email={email}
          />
        </CardContent>
      </Card>
      <PendingInvitations email={email} onResult={onResult} onLink={setLink} />
      <InviteUserDialog open={inviting} onClose={() => setInviting(false)} onResult={onResult} onLink={setLink} />
      <CopyLinkDialog value={link} onClose={() => setLink(null)} />
      <CreateUserDialog open={creating} onClose={() => setCreating(false)} onResult={onResult} />
      <DeleteUserDialog user={deleting} onClose={() => setDeleting(null)} onResult={onResult} />
    </Box>
  );
}
