import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { coverageText } from './criteria-preview';
import { HeaderRowPreview, headerFoundText } from './header-row-preview';

const fileData = {
  fileId: 'f1',
  rowCount: 2,
  columnCount: 2,
  columns: ['First Name', 'Company'],
  fileName: 'Connections.csv',
  fileSize: 100,
  headerRow: 4,
  skippedRows: 3,
  skippedColumns: 0,
  preview: [['Notes:'], ['Some note'], [], ['First Name', 'Company'], ['Jane', 'Acme'], ['Max', 'Initech']],
};

describe('HeaderRowPreview', () => {
  it('says where the header was found and offers every other non-blank row', async () => {
    const onPick = vi.fn();
    render(<HeaderRowPreview fileData={fileData} onPick={onPick} />);
    expect(screen.getByRole('status')).toHaveTextContent('Header found on row 4 — 3 lines above it skipped');
    expect(screen.getAllByRole('row')).toHaveLength(6);
    expect(screen.queryByRole('button', { name: 'Use as header (row 3)' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Use as header (row 4)' })).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Use as header (row 1)' }));
    expect(onPick).toHaveBeenCalledWith(1);
  });

  it('shows every column (the card scrolls), a compact action, and no second success message for a clean file', () => {
    const wide = Array.from({ length: 9 }, (_, i) => `Col ${i + 1}`);
    const clean = { ...fileData, headerRow: 1, skippedRows: 0, columns: wide, preview: [wide, wide.map((c) => `${c} value`)] };
    render(<HeaderRowPreview fileData={clean} onPick={() => {}} />);
    expect(screen.getByText('Col 9')).toBeInTheDocument();
    expect(screen.getByText('Col 9 value')).toBeInTheDocument();
    expect(screen.queryByRole('status')).toBeNull();
    expect(screen.getByText('Header found on row 1')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Use as header (row 2)' })).toHaveTextContent(/^Use$/);
  });

  it('shows nothing for an upload saved before header detection', () => {
    const { container } = render(<HeaderRowPreview fileData={{ ...fileData, headerRow: undefined }} onPick={() => {}} />);
    expect(container).toBeEmptyDOMElement();
  });

  it('words the header-row texts', () => {
    expect(headerFoundText(1, 0)).toBe('Header found on row 1');
    expect(headerFoundText(2, 1)).toBe('Header found on row 2 — 1 line above it skipped');
    expect(coverageText(0.634)).toBe('These values cover 63% of your rows');
  });
});
