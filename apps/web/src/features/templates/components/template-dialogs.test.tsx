import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { json, mockFetch } from '../../auth/testing/mock-fetch';
import { renderWithQuery } from '../../../testing/render-with-query';
import { takeOfferedTemplate } from '../template-choice';
import { makeTemplate } from '../testing/sample-templates';
import { TemplatesPage } from './templates-page';

const banks = makeTemplate('t1', {
  name: 'Banks',
  description: 'EU banks',
  filter_config: {
    selectedColumns: ['Industry', 'Number of employees'],
    reasoningText: 'We sell payroll software',
    logicMode: 'OR',
    model: 'gpt-4o',
    chunkSize: 300,
    columnConfig: { Industry: { instructions: 'Banks only' }, 'Number of employees': { instructions: '50 to 500' } },
  },
  overrides: { Industry: { Banking: 'KEEP', Retail: 'EXCLUDE' } },
});
const list = () => json({ success: true, filters: [banks] });

describe('Templates page: open, edit, apply', () => {
  it('opens a template to show its criteria, and Apply hands it to the List Cleaner', async () => {
    mockFetch({ 'GET /api/saved-filters': list });
    const onOpenListCleaner = vi.fn();
    renderWithQuery(<TemplatesPage onOpenListCleaner={onOpenListCleaner} />);
    await userEvent.click(await screen.findByRole('button', { name: 'Open Banks' }));
    const dialog = await screen.findByRole('dialog', { name: 'Banks' });
    expect(dialog).toHaveTextContent('EU banks');
    expect(dialog).toHaveTextContent('We sell payroll software');
    expect(dialog).toHaveTextContent('A row is kept when any one criterion keeps it (OR)');
    expect(dialog).toHaveTextContent('Model: gpt-4o · 300 values per model call');
    const criteria = within(dialog).getByRole('list', { name: 'Criteria' });
    expect(
      within(criteria)
        .getAllByRole('listitem')
        .map((li) => li.getAttribute('aria-label')),
    ).toEqual(['Industry', 'Number of employees']);
    const industry = within(criteria).getByRole('listitem', { name: 'Industry' });
    expect(industry).toHaveTextContent('Banks only');
    expect(within(industry).getByText('Banking → Keep')).toBeInTheDocument();
    expect(within(industry).getByText('Retail → Exclude')).toBeInTheDocument();
    expect(within(criteria).getByRole('listitem', { name: 'Number of employees' })).toHaveTextContent('50 to 500');

    await userEvent.click(within(dialog).getByRole('button', { name: 'Apply template' }));
    expect(onOpenListCleaner).toHaveBeenCalledOnce();
    expect(takeOfferedTemplate()).toEqual({
      templateId: 't1',
      name: 'Banks',
      config: { ...banks.filter_config, overrides: banks.overrides },
    });
    // Taken once.
    expect(takeOfferedTemplate()).toBeNull();
  });

  it('edits name, description and criteria, sending the renamed column with its overrides', async () => {
    let body: unknown;
    let answer = 200;
    mockFetch({
      'GET /api/saved-filters': list,
      'PATCH /api/saved-filters/t1': (init) => {
        body = JSON.parse(String(init.body));
        if (answer !== 200) return json({ error: 'A template needs at least one column' }, answer);
        return json({
          success: true,
          filter: { ...banks, name: 'Banks v2', updated_at: banks.created_at, columnCount: 1, overrideCount: 2 },
        });
      },
    });
    renderWithQuery(<TemplatesPage />);
    await userEvent.click(await screen.findByRole('button', { name: 'Edit Banks' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit template' });
    const name = within(dialog).getByLabelText(/Template Name/);
    await userEvent.clear(name);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save changes' }));
    expect(within(dialog).getByRole('alert')).toHaveTextContent('Template name is required');

    await userEvent.type(name, 'Banks v2');
    const first = within(dialog).getByRole('group', { name: 'Criterion 1' });
    const column = within(first).getByLabelText('Column');
    await userEvent.clear(column);
    await userEvent.type(column, 'Sector');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Remove criterion Number of employees' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save changes' }));

    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(body).toEqual({
      name: 'Banks v2',
      description: 'EU banks',
      filterConfig: {
        selectedColumns: ['Sector'],
        columnConfig: { Sector: { instructions: 'Banks only' } },
        reasoningText: 'We sell payroll software',
        logicMode: 'OR',
      },
      overrides: { Sector: { Banking: 'KEEP', Retail: 'EXCLUDE' } },
    });
    expect(await screen.findByRole('article', { name: 'Banks v2' })).toBeInTheDocument();

    answer = 400;
    await userEvent.click(screen.getByRole('button', { name: 'Edit Banks v2' }));
    await userEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Save changes' }));
    expect(await within(screen.getByRole('dialog')).findByRole('alert')).toHaveTextContent('A template needs at least one column');
  });
});
