import { monthlyCreditLimit, workspaceRoleLabels, workspaceRoles, type WorkspaceMember, type WorkspaceRole } from '@leadsift/shared';
import { MenuItem, TextField } from '@mui/material';
import { useState, type KeyboardEvent } from 'react';

/** A member's role; an admin's choices stop below owner (making or unmaking owners is the owner's). */
export function MemberRoleSelect({
  member,
  roles = workspaceRoles,
  disabled,
  onChange,
}: {
  member: WorkspaceMember;
  roles?: readonly WorkspaceRole[];
  disabled: boolean;
  onChange: (role: WorkspaceRole) => void;
}) {
  return (
    <TextField
      select
      size="small"
      value={member.role}
      disabled={disabled}
      onChange={(e) => onChange(e.target.value as WorkspaceRole)}
      slotProps={{ select: { SelectDisplayProps: { 'aria-label': `Role of ${member.name}` } } }}
      sx={{ minWidth: 120 }}
    >
      {roles.map((role) => (
        <MenuItem key={role} value={role}>
          {workspaceRoleLabels[role]}
        </MenuItem>
      ))}
    </TextField>
  );
}

/**
 * A member's monthly credit limit: a whole number of credits, or empty for "No limit". Saved when the field is
 * left or Enter is pressed, and only when it changed. Mount it with a key of the saved value so it follows the server.
 */
export function MemberLimitField({
  member,
  disabled,
  onSave,
}: {
  member: WorkspaceMember;
  disabled: boolean;
  onSave: (limit: number | null) => void;
}) {
  const [text, setText] = useState(member.monthlyCreditLimit === null ? '' : String(member.monthlyCreditLimit));
  const trimmed = text.trim();
  const parsed = monthlyCreditLimit.safeParse(trimmed === '' ? null : Number(trimmed));
  const commit = () => {
    if (parsed.success && parsed.data !== member.monthlyCreditLimit) onSave(parsed.data);
  };
  return (
    <TextField
      size="small"
      type="number"
      value={text}
      placeholder="No limit"
      disabled={disabled}
      onChange={(e) => setText(e.target.value)}
      onBlur={commit}
      onKeyDown={(e: KeyboardEvent) => {
        if (e.key === 'Enter') commit();
      }}
      error={!parsed.success}
      helperText={parsed.success ? undefined : 'A whole number of credits, or empty for no limit'}
      slotProps={{ htmlInput: { 'aria-label': `Monthly credit limit of ${member.name}`, min: 0, step: 1, inputMode: 'numeric' } }}
      sx={{ width: 150 }}
    />
  );
}
