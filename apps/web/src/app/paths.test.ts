import { describe, expect, it } from 'vitest';
import { modePaths, paths, sectionOf } from './paths';

describe('paths (ADR 0060)', () => {
  it('gives each screen and result its address', () => {
    expect(modePaths).toEqual({
      filter: '/list-cleaner',
      research: '/research',
      templates: '/templates',
      'activity-history': '/activity/research',
      automations: '/automations',
      tickets: '/tickets',
    });
    expect(paths.activity('files')).toBe('/activity/files');
    expect(paths.listResults('filter_1')).toBe('/activity/list-cleaner/filter_1');
    expect(paths.researchResults('r 1')).toBe('/activity/research/r%201');
    expect(paths.workspaceSettings).toBe('/workspace/settings');
  });

  it('marks the side-navigation entry an address belongs to: results belong to Activity History', () => {
    expect(sectionOf('/')).toBe('filter');
    expect(sectionOf('/list-cleaner')).toBe('filter');
    expect(sectionOf('/research')).toBe('research');
    expect(sectionOf('/templates/t1')).toBe('templates');
    expect(sectionOf('/activity/research/r1')).toBe('activity-history');
    expect(sectionOf('/activity/list-cleaner/f1')).toBe('activity-history');
    expect(sectionOf('/automations')).toBe('automations');
    expect(sectionOf('/admin')).toBe('admin');
    expect(sectionOf('/account')).toBeNull();
    expect(sectionOf('/workspace/settings')).toBeNull();
  });
});
