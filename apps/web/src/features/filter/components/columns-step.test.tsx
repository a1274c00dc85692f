import { screen, waitForElementToBeRemoved, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { filterStateKey } from '../../../lib/storage-keys';
import { creditsOk, json, mockApi, offlineStatus } from '../testing/mock-api';
import { renderFilter } from '../testing/render-filter';
import { seedWizard } from '../testing/wizard-fixtures';
import { ListCleaner } from './list-cleaner';

function setup(columns?: string[]) {
  seedWizard({ activeStep: 1, ...(columns ? { fileData: { ...seedWizard().fileData!, columns } } : {}) });
  mockApi({
    'GET /api/saved-filters': () => json({ success: true, filters: [] }),
    'GET /api/ai/status': () => json(offlineStatus),
    'POST /api/usage/check-credits': () => json(creditsOk),
  });
  renderFilter(<ListCleaner />);
  return userEvent.setup();
}

const panel = () => screen.getByRole('region', { name: 'Selected columns' });

describe('Step 2: Select the Columns you want to analyze', () => {
  it('needs at least one column', async () => {
    const user = setup();
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Please select at least one column to filter.');
  });

  it('selects only the filtered columns with Select All, counts, numbers and removes them', async () => {
    const user = setup();
    expect(screen.getByText('0 of 3 fields selected')).toBeInTheDocument();
    await user.type(screen.getByPlaceholderText('Search fields...'), 'ry');
    expect(screen.queryByRole('checkbox', { name: 'Name' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Select All' }));
    expect(screen.getByText('2 of 3 fields selected')).toBeInTheDocument();
    expect(within(panel()).getByText('Selected Columns (2)')).toBeInTheDocument();
    expect(within(panel()).getByText('1. Country')).toBeInTheDocument();
    expect(within(panel()).getByText('2. Industry')).toBeInTheDocument();

    await user.click(within(panel()).getByRole('button', { name: 'Remove Country' }));
    expect(within(panel()).getByText('1. Industry')).toBeInTheDocument();
    expect(screen.getByRole('checkbox', { name: 'Country' })).not.toBeChecked();

    await user.click(screen.getByRole('button', { name: 'Deselect All' }));
    expect(screen.getByText('0 of 3 fields selected')).toBeInTheDocument();

    await user.clear(screen.getByPlaceholderText('Search fields...'));
    await user.click(screen.getByRole('checkbox', { name: 'Name' }));
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(screen.getByRole('heading', { name: 'Step 3: Create your qualification criteria' })).toBeInTheDocument();
  });

  it('asks before Reset, then clears the upload and returns to the start', async () => {
    const user = setup();
    await user.click(screen.getByRole('checkbox', { name: 'Country' }));
    await user.click(screen.getByRole('button', { name: 'Reset' }));
    const dialog = screen.getByRole('dialog', { name: 'Reset?' });
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitForElementToBeRemoved(dialog);
    expect(screen.getByText('1 of 3 fields selected')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Reset' }));
    await user.click(within(screen.getByRole('dialog', { name: 'Reset?' })).getByRole('button', { name: 'Reset' }));
    expect(screen.getByRole('heading', { name: 'Step 1: Upload your list' })).toBeInTheDocument();
    expect(screen.queryByText('File uploaded successfully')).not.toBeInTheDocument();
    expect(screen.getByLabelText(/List Name/)).toHaveValue('');
  });

  it('shows the empty state without columns', () => {
    setup([]);
    expect(screen.getByText('No columns available. Please upload a valid CSV or Excel file.')).toBeInTheDocument();
  });

  it('goes back with Previous, keeping the upload', async () => {
    const user = setup();
    await user.click(screen.getByRole('button', { name: 'Previous' }));
    expect(screen.getByRole('heading', { name: 'Step 1: Upload your list' })).toBeInTheDocument();
    expect(screen.getByText('File uploaded successfully')).toBeInTheDocument();
    expect(localStorage.getItem(filterStateKey('user-1'))).not.toBeNull();
  });
});
