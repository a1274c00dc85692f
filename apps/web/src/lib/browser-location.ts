/** Full-page navigation (leaving the SPA for a sign-in provider, or reloading the app). Tests mock this module. */
export function assignLocation(url: string): void {
  window.location.assign(url);
}

export function reloadPage(): void {
  window.location.reload();
}
