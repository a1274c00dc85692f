import { describe, expect, it } from 'vitest';
import { uploadProgressText } from './upload-progress-bar';

const reading = { phase: 'reading' as const, sentBytes: 10, totalBytes: 10, rows: 0 };

describe('uploadProgressText', () => {
  it('says the upload waits for a free slot until its rows start (ADR 0032)', () => {
    expect(uploadProgressText({ ...reading, waiting: 'Waiting for a free slot' })).toBe('Waiting for a free slot…');
    expect(uploadProgressText({ ...reading, rows: 5000 })).toBe('Reading rows: 5,000 so far');
    expect(uploadProgressText(reading)).toBe('Reading rows…');
  });
});
