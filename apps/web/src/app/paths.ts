import { activityTabs, jobResultsPath, workspaceSettingsPath, type ActivityTab } from '@leadsift/shared';
import type { MainToolMode } from './main-tool/modes';

/**
 * The address of every signed-in screen (docs/product.md#routes, ADR 0060). router.tsx routes them; the side
 * navigation, the screens and the notifications link to them through these builders, never by hand.
 * Results pages sit under Activity History's tab (`/activity/list-cleaner/:id`), whose builder the server
 * shares (packages/shared app-paths.ts) to link notifications and emails to a job.
 */
export const paths = {
  listCleaner: '/list-cleaner',
  research: '/research',
  templates: '/templates',
  activity: (tab: ActivityTab = 'research') => `/activity/${tab}`,
  automations: '/automations',
  listResults: (id: string) => jobResultsPath('filter', id),
  researchResults: (id: string) => jobResultsPath('research', id),
  tickets: '/tickets',
  admin: '/admin',
  account: '/account',
  workspaceSettings: workspaceSettingsPath,
} as const;

export { activityTabs, type ActivityTab };

export const isActivityTab = (tab: string | undefined): tab is ActivityTab => (activityTabs as readonly string[]).includes(tab ?? '');

/** Where each side-navigation entry leads. */
export const modePaths: Record<MainToolMode, string> = {
  filter: paths.listCleaner,
  research: paths.research,
  templates: paths.templates,
  'activity-history': paths.activity(),
  automations: paths.automations,
  tickets: paths.tickets,
};

/** The side-navigation entry a path belongs to (marked current): a results page belongs to Activity History. */
export function sectionOf(pathname: string): MainToolMode | 'admin' | null {
  const first = pathname.split('/')[1] ?? '';
  const sections: Record<string, MainToolMode | 'admin'> = {
    '': 'filter',
    'list-cleaner': 'filter',
    research: 'research',
    templates: 'templates',
    activity: 'activity-history',
    automations: 'automations',
    tickets: 'tickets',
    admin: 'admin',
  };
  return sections[first] ?? null;
}
