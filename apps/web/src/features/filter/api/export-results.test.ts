import { beforeEach, describe, expect, it, vi } from 'vitest';
import { setSessionToken } from '../../../lib/session-token';
import { mockApi } from '../testing/mock-api';
import { defaultExportName, exportResults, fileNameFromDisposition } from './export-results';

beforeEach(() => setSessionToken('test-token'));

describe('fileNameFromDisposition', () => {
  it.each([
    [`attachment; filename="Leads.xlsx"; filename*=UTF-8''Liste%20%C3%A9t%C3%A9.xlsx`, 'Liste été.xlsx'],
    [`attachment; filename*=utf-8''Q3%20leads.xlsx; filename="Q3 leads.xlsx"`, 'Q3 leads.xlsx'],
    ['attachment; filename="Plain name.xlsx"', 'Plain name.xlsx'],
    ['attachment; filename=bare.xlsx', 'bare.xlsx'],
    [`attachment; filename*=UTF-8''%E0%A4%A.xlsx; filename="fallback.xlsx"`, 'fallback.xlsx'],
    ['attachment', defaultExportName],
    [null, defaultExportName],
  ])('%s → %s', (header, name) => {
    expect(fileNameFromDisposition(header)).toBe(name);
  });
});

describe('exportResults', () => {
  it('downloads the workbook through a blob URL under the server’s name', async () => {
    const api = mockApi({
      'GET /api/export/filter_1': () =>
        new Response(new Blob(['xlsx']), { headers: { 'Content-Disposition': `attachment; filename*=UTF-8''Q3%20leads.xlsx` } }),
    });
    const createObjectURL = vi.fn(() => 'blob:fake');
    const revokeObjectURL = vi.fn();
    vi.stubGlobal('URL', Object.assign(URL, { createObjectURL, revokeObjectURL }));
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      expect(this.download).toBe('Q3 leads.xlsx');
      expect(this.href).toBe('blob:fake');
    });
    await expect(exportResults('filter_1')).resolves.toBe('Q3 leads.xlsx');
    expect(click).toHaveBeenCalledOnce();
    expect(api.calls[0]?.url.search).toBe('?format=xlsx');
    vi.unstubAllGlobals();
  });

  it('needs a filter id and reports the status of a refused export', async () => {
    await expect(exportResults(null)).rejects.toThrow('No filter ID found. Please run a filter first.');
    mockApi({ 'GET /api/export/filter_1': () => new Response('{}', { status: 409 }) });
    await expect(exportResults('filter_1')).rejects.toThrow('Export failed with status: 409');
  });

  it('reports a network failure with the documented text', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    mockApi({ 'GET /api/export/filter_1': () => Promise.reject(new TypeError('offline')) });
    await expect(exportResults('filter_1')).rejects.toThrow('Failed to export results. Please try again.');
  });
});
