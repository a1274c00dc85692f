import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import readme from '../../../../../README.md?raw';
import { MarkdownLite, sectionOf } from './markdown-lite';

describe('MarkdownLite', () => {
  it('renders a table: a header row, then a row per line, inline code kept', () => {
    const text = [
      'Intro text.',
      '',
      '| tool | costs |',
      '|---|---|',
      '| `get_account` | free |',
      '| `start_list_cleaner` | 1 credit per row |',
    ].join('\n');
    render(<MarkdownLite text={text} />);
    const table = screen.getByRole('table');
    const rows = within(table).getAllByRole('row');
    expect(rows.map((r) => r.textContent)).toEqual(['toolcosts', 'get_accountfree', 'start_list_cleaner1 credit per row']);
    expect(within(rows[1]!).getByText('get_account').tagName).toBe('CODE');
    expect(screen.getByText('Intro text.')).toBeInTheDocument();
  });

  it("shows the README's AI assistant section with every tool in its table", () => {
    render(<MarkdownLite text={sectionOf(readme, 'Use LeadSift from an AI assistant')} />);
    const table = screen.getByRole('table');
    for (const tool of ['get_account', 'upload_list', 'start_list_cleaner', 'wait_for_job', 'get_export_link', 'list_templates']) {
      expect(within(table).getAllByText(tool)[0]).toBeInTheDocument();
    }
  });
});
