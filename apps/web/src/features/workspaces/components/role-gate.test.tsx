import { Button } from '@mui/material';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { seriousA11yViolations } from '../../../testing/axe';
import { managersOnlyReason, roleGate, viewerReason } from '../hooks/use-role-gate';
import { InRole, personal } from '../testing/workspace-fixtures';
import { RoleGate, RoleNotice } from './role-gate';

describe('roleGate', () => {
  it('holds back work from viewers, and API keys and webhooks from members, each with its reason', () => {
    expect(roleGate('viewer', 'edit')).toEqual({ allowed: false, reason: viewerReason });
    expect(viewerReason).toBe('Viewers can read and export. Ask an owner or admin for the member role.');
    for (const role of ['member', 'admin', 'owner'] as const) expect(roleGate(role, 'edit')).toEqual({ allowed: true, reason: null });
    expect(roleGate('member', { manage: 'API keys' })).toEqual({
      allowed: false,
      reason: 'Only owners and admins manage API keys in a team workspace.',
    });
    expect(roleGate('viewer', { manage: 'webhooks' })).toEqual({ allowed: false, reason: viewerReason });
    expect(roleGate('admin', { manage: 'webhooks' }).allowed).toBe(true);
    expect(managersOnlyReason('webhooks')).toBe('Only owners and admins manage webhooks in a team workspace.');
  });

  it('holds nothing back while the role is unknown: the server still decides', () => {
    expect(roleGate(null, 'edit')).toEqual({ allowed: true, reason: null });
    expect(roleGate(null, { manage: 'API keys' })).toEqual({ allowed: true, reason: null });
  });
});

describe('RoleGate and RoleNotice', () => {
  const screenOf = () => (
    <>
      <RoleNotice />
      <RoleGate>
        <Button onClick={() => {}}>Run</Button>
      </RoleGate>
      <Button>Export</Button>
    </>
  );

  it('disables a viewer’s control with the reason as its tooltip and says it above; Export stays', async () => {
    render(<InRole role="viewer">{screenOf()}</InRole>);
    const run = screen.getByRole('button', { name: 'Run' });
    expect(run).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Export' })).toBeEnabled();
    expect(screen.getByRole('note')).toHaveTextContent(viewerReason);
    await userEvent.hover(run.parentElement!);
    expect(await screen.findByRole('tooltip')).toHaveTextContent(viewerReason);
    expect(await seriousA11yViolations()).toEqual([]);
  });

  it('leaves a member’s controls as they are, and says nothing', () => {
    render(<InRole role="member">{screenOf()}</InRole>);
    expect(screen.getByRole('button', { name: 'Run' })).toBeEnabled();
    expect(screen.queryByRole('note')).toBeNull();
  });

  it('keeps API keys to owners and admins: a member reads why', () => {
    const keys = (
      <>
        <RoleNotice need={{ manage: 'API keys' }} />
        <RoleGate need={{ manage: 'API keys' }}>
          <Button>Create API key</Button>
        </RoleGate>
      </>
    );
    const { unmount } = render(<InRole role="member">{keys}</InRole>);
    expect(screen.getByRole('button', { name: 'Create API key' })).toBeDisabled();
    expect(screen.getByRole('note')).toHaveTextContent('Only owners and admins manage API keys in a team workspace.');
    unmount();
    render(
      <InRole role="owner" workspace={personal}>
        {keys}
      </InRole>,
    );
    expect(screen.getByRole('button', { name: 'Create API key' })).toBeEnabled();
  });
});
