/** docs/product.md#what-it-does mode ids of the main tool; each is a screen with its own address (paths.ts). */
export type MainToolMode = 'filter' | 'research' | 'templates' | 'activity-history' | 'automations' | 'tickets';

export const modeTitles: Record<MainToolMode, string> = {
  filter: 'List Cleaner',
  research: 'Research Agent',
  templates: 'Templates',
  'activity-history': 'Activity History',
  automations: 'Automations',
  tickets: 'Development Tracking Dashboard',
};

/** The side-navigation entries, in order (tickets is under Administration). */
export const sideNavModes = [
  'filter',
  'research',
  'templates',
  'activity-history',
  'automations',
] as const satisfies readonly MainToolMode[];
