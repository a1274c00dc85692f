import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithQuery } from '../../../testing/render-with-query';
import { bodiesSent, mockAdminApi, sampleUsers } from '../testing/mock-admin-api';
import { ChangeTierForm, tierChangeText } from './change-tier-form';
import { CreateUserDialog } from './create-user-dialog';
import { DeleteUserDialog } from './delete-user-dialog';
import { GrantCreditsForm } from './grant-credits-form';

async function pickUser(email: string) {
  await userEvent.click(screen.getByRole('combobox', { name: 'User (email)' }));
  await userEvent.click(await screen.findByRole('option', { name: email }));
}

describe('GrantCreditsForm', () => {
  it('asks for a user and credits, then grants with the default reason', async () => {
    const fetchMock = mockAdminApi({ 'POST /api/usage/admin/grant-credits': { body: { success: true } } });
    const onResult = vi.fn();
    renderWithQuery(<GrantCreditsForm users={sampleUsers} onResult={onResult} />);
    expect(screen.getByRole('textbox', { name: 'Reason' })).toHaveValue('Admin grant');
    await userEvent.click(screen.getByRole('button', { name: 'Grant Credits' }));
    expect(onResult).toHaveBeenLastCalledWith('error', 'User ID and credits amount are required');

    await pickUser('alice@example.com');
    await userEvent.type(screen.getByRole('textbox', { name: 'Credits' }), '250');
    await userEvent.click(screen.getByRole('button', { name: 'Grant Credits' }));
    await waitFor(() => expect(onResult).toHaveBeenLastCalledWith('success', 'Successfully granted 250 credits'));
    expect(bodiesSent(fetchMock, 'POST /api/usage/admin/grant-credits')).toEqual([
      { userId: 'u-alice', credits: 250, reason: 'Admin grant' },
    ]);
    expect(screen.getByRole('textbox', { name: 'Credits' })).toHaveValue('');
  });

  it('sends a negative amount only as a correction with a reason of its own', async () => {
    const fetchMock = mockAdminApi({ 'POST /api/usage/admin/grant-credits': { body: { success: true } } });
    const onResult = vi.fn();
    renderWithQuery(<GrantCreditsForm users={sampleUsers} onResult={onResult} />);
    await pickUser('alice@example.com');
    await userEvent.type(screen.getByRole('textbox', { name: 'Credits' }), '-40');
    await userEvent.click(screen.getByRole('button', { name: 'Grant Credits' }));
    expect(onResult).toHaveBeenLastCalledWith('error', expect.stringContaining('only allowed as a correction'));
    expect(bodiesSent(fetchMock, 'POST /api/usage/admin/grant-credits')).toEqual([]);

    await userEvent.click(screen.getByRole('checkbox', { name: 'This is a correction of an earlier grant' }));
    const reason = screen.getByRole('textbox', { name: 'Reason' });
    await userEvent.clear(reason);
    await userEvent.type(reason, 'Granted twice');
    await userEvent.click(screen.getByRole('button', { name: 'Grant Credits' }));
    await waitFor(() => expect(onResult).toHaveBeenLastCalledWith('success', 'Successfully granted -40 credits'));
    expect(bodiesSent(fetchMock, 'POST /api/usage/admin/grant-credits')).toEqual([
      { userId: 'u-alice', credits: -40, reason: 'Granted twice', correction: true },
    ]);
  });

  it("shows the server's refusal as 'Failed to grant credits: …'", async () => {
    mockAdminApi({ 'POST /api/usage/admin/grant-credits': { status: 404, body: { error: 'User not found' } } });
    const onResult = vi.fn();
    renderWithQuery(<GrantCreditsForm users={sampleUsers} onResult={onResult} />);
    await pickUser('bob@example.com');
    await userEvent.type(screen.getByRole('textbox', { name: 'Credits' }), '5');
    await userEvent.click(screen.getByRole('button', { name: 'Grant Credits' }));
    await waitFor(() => expect(onResult).toHaveBeenLastCalledWith('error', 'Failed to grant credits: User not found'));
  });
});

describe('ChangeTierForm', () => {
  it('offers the server’s tiers with beta_tester first chosen, and changes the tier', async () => {
    const fetchMock = mockAdminApi({ 'POST /api/usage/admin/change-tier': { body: { success: true } } });
    const onResult = vi.fn();
    renderWithQuery(<ChangeTierForm users={sampleUsers} onResult={onResult} />);
    await userEvent.click(screen.getByRole('button', { name: 'Change Tier' }));
    expect(onResult).toHaveBeenLastCalledWith('error', 'User ID and tier are required');
    await pickUser('alice@example.com');
    expect(screen.getByRole('combobox', { name: 'Tier' })).toHaveTextContent('Beta Tester (beta_tester)');
    await userEvent.click(screen.getByRole('combobox', { name: 'Tier' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Agency User (agency_user)' }));
    await userEvent.click(screen.getByRole('button', { name: 'Change Tier' }));
    // A second look first, with the credit change the new tier makes; Cancel sends nothing.
    const dialog = await screen.findByRole('dialog', { name: 'Change tier?' });
    expect(dialog).toHaveTextContent(
      'Change alice@example.com from beta_tester to agency_user? Available credits: 5,000 → 25,000 (+20,000).',
    );
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(bodiesSent(fetchMock, 'POST /api/usage/admin/change-tier')).toEqual([]);
    await userEvent.click(screen.getByRole('button', { name: 'Change Tier' }));
    await userEvent.click(within(await screen.findByRole('dialog', { name: 'Change tier?' })).getByRole('button', { name: 'Change Tier' }));
    await waitFor(() => expect(onResult).toHaveBeenLastCalledWith('success', 'Successfully changed tier to agency_user'));
    expect(bodiesSent(fetchMock, 'POST /api/usage/admin/change-tier')).toEqual([{ userId: 'u-alice', tier: 'agency_user' }]);
  });
});

describe('tierChangeText', () => {
  const [alice, bob] = sampleUsers;
  it('says what the tier change does to the credits: the new monthly credits less those used, bonus kept', () => {
    const used = { ...alice!, credits_available: 4700, credits_used_this_month: 400, bonus_credits: 100 };
    expect(tierChangeText(used, { name: 'agency_user', displayName: 'Agency User', credits_per_month: 25000 })).toBe(
      'Change alice@example.com from beta_tester to agency_user? Available credits: 4,700 → 24,700 (+20,000).',
    );
    expect(tierChangeText(used, { name: 'trial', displayName: 'Trial', credits_per_month: 100 })).toBe(
      'Change alice@example.com from beta_tester to trial? Available credits: 4,700 → 100 (−4,600).',
    );
    expect(tierChangeText(used, { name: 'internal', displayName: 'Internal', credits_per_month: -1 })).toBe(
      'Change alice@example.com from beta_tester to internal? Available credits: 4,700 → Unlimited.',
    );
    expect(tierChangeText(bob!, { name: 'beta_tester', displayName: 'Beta Tester', credits_per_month: 5000 })).toBe(
      'Change bob@example.com from internal to beta_tester? Available credits: Unlimited → 4,988.',
    );
  });
});

describe('CreateUserDialog', () => {
  it('needs email and password, hints the 6 characters, creates with tier and role', async () => {
    const fetchMock = mockAdminApi({ 'POST /api/usage/admin/create-user': { status: 201, body: { success: true } } });
    const onResult = vi.fn();
    const onClose = vi.fn();
    renderWithQuery(<CreateUserDialog open onClose={onClose} onResult={onResult} />);
    expect(screen.getByText('Minimum 6 characters')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Create User' }));
    expect(await screen.findByText('Email and password are required')).toBeInTheDocument();

    await userEvent.type(screen.getByLabelText(/^Email/), 'new@example.com');
    await userEvent.type(screen.getByLabelText(/^Password/), 'sixsix');
    await userEvent.click(screen.getByRole('combobox', { name: 'Role' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Administrator' }));
    await userEvent.click(screen.getByRole('button', { name: 'Create User' }));
    await waitFor(() => expect(onResult).toHaveBeenLastCalledWith('success', 'Successfully created user new@example.com'));
    expect(onClose).toHaveBeenCalled();
    expect(bodiesSent(fetchMock, 'POST /api/usage/admin/create-user')).toEqual([
      { email: 'new@example.com', password: 'sixsix', tier: 'beta_tester', role: 'admin' },
    ]);
  });

  it("keeps the dialog open with 'Failed to create user: …'", async () => {
    mockAdminApi({
      'POST /api/usage/admin/create-user': { status: 409, body: { error: 'A user with the email a@example.com already exists' } },
    });
    renderWithQuery(<CreateUserDialog open onClose={vi.fn()} onResult={vi.fn()} />);
    await userEvent.type(screen.getByLabelText(/^Email/), 'a@example.com');
    await userEvent.type(screen.getByLabelText(/^Password/), 'sixsix');
    await userEvent.click(screen.getByRole('button', { name: 'Create User' }));
    expect(await screen.findByText('Failed to create user: A user with the email a@example.com already exists')).toBeInTheDocument();
  });
});

describe('DeleteUserDialog', () => {
  it('names the user, says what is erased and deletes only once the email is typed', async () => {
    const fetchMock = mockAdminApi({ 'DELETE /api/usage/admin/delete-user/u-alice': { body: { success: true } } });
    const onResult = vi.fn();
    renderWithQuery(<DeleteUserDialog user={sampleUsers[0]!} onClose={vi.fn()} onResult={onResult} />);
    expect(screen.getByRole('heading', { name: 'Delete alice@example.com?' })).toBeInTheDocument();
    expect(screen.getByText(/profile, credits and usage logs, research jobs/)).toBeInTheDocument();
    expect(screen.getByText(/cannot be undone/)).toBeInTheDocument();
    const remove = screen.getByRole('button', { name: 'Delete User' });
    expect(remove).toBeDisabled();
    await userEvent.type(screen.getByRole('textbox', { name: "Type the user's email to confirm" }), 'alice@example');
    expect(remove).toBeDisabled();
    await userEvent.type(screen.getByRole('textbox', { name: "Type the user's email to confirm" }), '.com');
    await userEvent.click(remove);
    await waitFor(() => expect(onResult).toHaveBeenLastCalledWith('success', 'Successfully deleted user alice@example.com'));
    expect(fetchMock.mock.calls.filter(([, init]) => init?.method === 'DELETE')).toHaveLength(1);
  });
});
