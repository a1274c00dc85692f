import { describe, expect, it } from 'vitest';
import { jobActions, statusChip } from './job-status';

describe('statusChip', () => {
  it.each([
    ['created', 'Created', 'info'],
    ['processing', 'Processing', 'primary'],
    ['paused', 'Paused', 'warning'],
    ['failed', 'Failed', 'error'],
    ['completed', 'Completed', 'success'],
  ])('%s is a coloured chip', (status, label, color) => {
    expect(statusChip(status)).toEqual({ label, color });
  });

  it('shows any other value raw in grey', () => {
    expect(statusChip('not_found')).toEqual({ label: 'not_found', color: 'default' });
    expect(statusChip('Completed')).toEqual({ label: 'Completed', color: 'default' });
    expect(statusChip('')).toEqual({ label: '', color: 'default' });
  });
});

describe('jobActions', () => {
  it.each([
    ['created', false, true],
    ['processing', true, false],
    ['paused', false, true],
    ['failed', false, true],
    ['completed', false, false],
    ['something-else', false, false],
  ])('%s: pause %s, resume %s; view and delete always', (status, pause, resume) => {
    expect(jobActions(status)).toEqual({ viewResults: true, pause, resume, delete: true });
  });
});
