import { Alert, Tooltip, type SxProps, type Theme } from '@mui/material';
import { cloneElement, type ReactElement } from 'react';
import { roleGate, type RoleNeed } from '../hooks/use-role-gate';
import { useWorkspace } from '../hooks/use-workspace';

/**
 * Its control as is when the caller's role allows it; otherwise disabled, with the reason as its tooltip (on a
 * wrapper: a disabled button takes no pointer events) and as the wrapper's description.
 */
export function RoleGate({ need = 'edit', children }: { need?: RoleNeed; children: ReactElement<{ disabled?: boolean }> }) {
  const gate = roleGate(useWorkspace().role, need);
  if (gate.allowed) return children;
  return (
    <Tooltip title={gate.reason} describeChild>
      <span style={{ display: 'inline-flex' }}>{cloneElement(children, { disabled: true })}</span>
    </Tooltip>
  );
}

/** The reason in words above a screen whose controls the role holds back (what a tooltip cannot tell a phone or a screen reader). */
export function RoleNotice({ need = 'edit', sx }: { need?: RoleNeed; sx?: SxProps<Theme> }) {
  const gate = roleGate(useWorkspace().role, need);
  if (gate.allowed) return null;
  return (
    <Alert severity="info" role="note" {...(sx ? { sx } : {})}>
      {gate.reason}
    </Alert>
  );
}
