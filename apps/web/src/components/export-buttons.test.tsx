import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { ExportButtons } from './export-buttons';

describe('ExportButtons (ADR 0041)', () => {
  it('offers the workbook and CSV with words on the buttons, each asking for its own format', async () => {
    const onExport = vi.fn();
    render(<ExportButtons onExport={onExport} rows={10} />);
    await userEvent.click(screen.getByRole('button', { name: 'Export to spreadsheet (.xlsx)' }));
    await userEvent.click(screen.getByRole('button', { name: 'Download as CSV' }));
    expect(onExport.mock.calls).toEqual([['xlsx'], ['csv']]);
  });

  it("says when the workbook will have several sheets, from one row past Excel's height", () => {
    const { rerender } = render(<ExportButtons onExport={() => {}} rows={1_048_575} rowsLabel="qualified rows" />);
    expect(screen.queryByText(/several|sheets/)).toBeNull();
    rerender(<ExportButtons onExport={() => {}} rows={2_500_000} rowsLabel="qualified rows" />);
    expect(
      screen.getByText(
        'The spreadsheet will split the 2,500,000 qualified rows over 3 sheets (Excel holds 1,048,575 rows a sheet); CSV keeps them in one file.',
      ),
    ).toBeInTheDocument();
  });

  it('disables both while a download runs', () => {
    render(<ExportButtons onExport={() => {}} exporting />);
    expect(screen.getByRole('button', { name: 'Export to spreadsheet (.xlsx)' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Download as CSV' })).toBeDisabled();
  });
});
