/**
 * Full-page navigation (leaving the SPA for a sign-in provider, or reloading the app). jsdom's `location.assign`
 * cannot be replaced, so tests spy on these methods (`vi.spyOn(browserLocation, 'assign')`). Not `vi.mock` of this
 * module: the web test files share modules (isolate: false), and a page an earlier file imported keeps the module it
 * got then, so a later file's mock would never be called.
 */
export const browserLocation = {
  assign(url: string): void {
    window.location.assign(url);
  },
  reload(): void {
    window.location.reload();
  },
};
