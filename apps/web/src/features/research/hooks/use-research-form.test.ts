import {
  RESEARCH_COLUMN_MISSING,
  RESEARCH_FILE_MISSING,
  RESEARCH_INSTRUCTIONS_MISSING,
  RESEARCH_INSUFFICIENT_CREDITS,
  RESEARCH_SOURCE_FILTER_MISSING,
} from '@leadsift/shared';
import { describe, expect, it } from 'vitest';
import { blockingReason, createBody, emptyResearchForm, estimateBody, sourceColumns, type ResearchFormState } from './use-research-form';

const upload = { fileId: 'u1', filePath: 'research/u1.csv', columns: ['Name', 'Site URL'], fileName: 'a.csv' };
const filter = { id: 'f1', name: 'Clean', keptCount: 3, columns: [{ name: 'Company' }, { name: 'Website' }] };
const ready: ResearchFormState = { ...emptyResearchForm, upload, column: 'Site URL', instructions: 'Farms' };

describe('research form rules', () => {
  it('names the first thing Start Research waits for, in the order the form is filled (docs/product.md#validation)', () => {
    expect(blockingReason(emptyResearchForm, null, false)).toBe(RESEARCH_FILE_MISSING);
    expect(blockingReason({ ...emptyResearchForm, source: 'filter' }, null, false)).toBe(RESEARCH_SOURCE_FILTER_MISSING);
    expect(blockingReason({ ...ready, column: '' }, null, false)).toBe(RESEARCH_COLUMN_MISSING);
    expect(blockingReason({ ...ready, instructions: '  \n ' }, null, false)).toBe(RESEARCH_INSTRUCTIONS_MISSING);
    expect(blockingReason(ready, false, false)).toBe(RESEARCH_INSUFFICIENT_CREDITS);
    expect(blockingReason(ready, true, true)).toMatch(/more websites than your plan allows/);
    // An unknown balance (no answer yet, or the check failed) does not block: the server decides.
    expect(blockingReason(ready, null, false)).toBeNull();
    expect(blockingReason(ready, true, false)).toBeNull();
  });

  it('estimates only once a source and its column are chosen', () => {
    expect(estimateBody({ ...ready, column: '' })).toBeNull();
    expect(estimateBody({ ...ready, upload: null })).toBeNull();
    expect(estimateBody({ ...ready, enableWebSearch: true })).toEqual({
      sourceType: 'file',
      uploadedFileId: 'u1',
      columnName: 'Site URL',
      enableWebSearch: true,
    });
    const fromFilter = { ...emptyResearchForm, source: 'filter' as const, sourceFilter: filter, column: 'Website' };
    expect(estimateBody(fromFilter)).toEqual({ sourceType: 'filter', sourceFilterId: 'f1', columnName: 'Website', enableWebSearch: false });
    expect(sourceColumns(fromFilter)).toEqual(['Company', 'Website']);
    expect(sourceColumns(ready)).toEqual(['Name', 'Site URL']);
  });

  it('sends a blank name as none, trims instructions, and web search instructions only with web search on', () => {
    expect(createBody({ ...ready, name: '  ', instructions: ' Farms ', webSearchInstructions: 'news' })).toEqual({
      sourceType: 'file',
      columnName: 'Site URL',
      name: null,
      instructions: 'Farms',
      enableWebSearch: false,
      webSearchInstructions: null,
      configuration: {},
      uploadedFileId: 'u1',
      filePath: 'research/u1.csv',
    });
    // "Stop at" (ADR 0044): a whole number of credits is sent; anything else is no limit.
    expect(createBody({ ...ready, creditLimit: ' 25 ' })).toMatchObject({ creditLimit: 25 });
    expect(createBody({ ...ready, creditLimit: '2.5' })).not.toHaveProperty('creditLimit');
    expect(createBody({ ...ready, creditLimit: '0' })).not.toHaveProperty('creditLimit');
    expect(createBody({ ...ready, enableWebSearch: true, webSearchInstructions: ' news ' })).toMatchObject({
      enableWebSearch: true,
      webSearchInstructions: 'news',
    });
  });
});
