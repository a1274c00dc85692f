import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { setTemplateLink } from '../state/template-links';
import { json, mockApi } from '../testing/mock-api';
import { renderFilter } from '../testing/render-filter';
import { filterId } from '../testing/results-fixtures';
import { SaveTemplateDialog } from './save-template-dialog';

const config = {
  selectedColumns: ['Country'],
  reasoningText: 'ctx',
  model: 'gpt-4o',
  chunkSize: 300,
  logicMode: 'AND' as const,
  columnConfig: { Country: { instructions: 'Keep France' } },
};

const saved = {
  id: 'tpl-2',
  name: 'EU',
  description: '',
  is_favorite: true,
  created_at: '2026-01-01T00:00:00Z',
  filter_config: config,
  overrides: {},
};

function setup(answer: () => Response | Promise<Response> = () => json({ success: true, filter: saved }, 201)) {
  const api = mockApi({ 'POST /api/saved-filters': answer });
  const onClose = vi.fn();
  renderFilter(
    <SaveTemplateDialog open onClose={onClose} filterId={filterId} config={config} overrides={{ Country: { Chile: 'KEEP' } }} />,
  );
  return { api, onClose, user: userEvent.setup() };
}

describe('SaveTemplateDialog', () => {
  it('requires a name', async () => {
    const { user, api } = setup();
    await user.click(screen.getByRole('button', { name: 'Save Template' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Template name is required');
    expect(api.calls).toHaveLength(0);
  });

  it('saves name, description, favourite, configuration and the merged overrides', async () => {
    setTemplateLink(filterId, { templateId: 'tpl-1', overrides: { Country: { Chile: 'EXCLUDE', Peru: 'KEEP' } }, applied: true });
    const { user, api, onClose } = setup();
    await user.type(screen.getByLabelText(/Template Name/), ' EU ');
    await user.type(screen.getByLabelText('Description'), 'European leads');
    await user.click(screen.getByRole('checkbox', { name: 'Save as favorite' }));
    await user.click(screen.getByRole('button', { name: 'Save Template' }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(api.calls[0]?.body).toEqual({
      name: 'EU',
      description: 'European leads',
      filterConfig: config,
      overrides: { Country: { Chile: 'KEEP', Peru: 'KEEP' } },
      isFavorite: true,
      filterId,
      templateId: 'tpl-1',
    });
  });

  it('shows a spinner while saving and the server’s error after', async () => {
    let release: (response: Response) => void = () => undefined;
    const { user } = setup(() => new Promise<Response>((resolve) => (release = resolve)));
    await user.type(screen.getByLabelText(/Template Name/), 'EU');
    await user.click(screen.getByRole('button', { name: 'Save Template' }));
    expect(screen.getByRole('button', { name: 'Save Template' })).toBeDisabled();
    expect(screen.getByRole('progressbar')).toBeInTheDocument();
    release(json({ error: 'Cannot save filter: No column data found in filter results' }, 400));
    expect(await screen.findByRole('alert')).toHaveTextContent('Cannot save filter: No column data found in filter results');
  });
});
