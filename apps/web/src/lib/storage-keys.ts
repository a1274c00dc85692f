/**
 * Browser storage keys shared across features (docs/product.md#entities "Browser-side stored items").
 * Sign-out removes the per-user filter tool state and the filter tool's expanded state (docs/product.md#states).
 */
export const filterToolExpandedKey = 'leadsift.filterToolExpanded';

/** The List Cleaner wizard state of one user; 'anonymous' when nobody is signed in. */
export function filterStateKey(userId: string | null | undefined): string {
  return `leadsift.filterState.${userId || 'anonymous'}`;
}

export const colorModeKey = 'leadsift.colorMode';

/** The workspace the app works in (`X-Workspace` on every request); shared by the tabs, removed at sign-out. */
export const workspaceIdKey = 'leadsift.workspaceId';
