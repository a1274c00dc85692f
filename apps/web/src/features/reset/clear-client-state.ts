/** Expires every cookie JavaScript can see, on the current path and domain and their parents. */
export function clearCookies(doc: Document = document): void {
  const names = doc.cookie
    .split(';')
    .map((part) => part.split('=')[0]?.trim() ?? '')
    .filter(Boolean);
  const hostParts = doc.location.hostname.split('.');
  const domains = [''];
  for (let i = 0; i < hostParts.length - 1; i += 1) domains.push(`; domain=.${hostParts.slice(i).join('.')}`);
  const segments = doc.location.pathname.split('/').filter(Boolean);
  const paths = ['/', ...segments.map((_, i) => `/${segments.slice(0, i + 1).join('/')}`)];
  const expired = 'expires=Thu, 01 Jan 1970 00:00:00 GMT';
  for (const name of names) {
    for (const domain of domains) {
      for (const path of paths) doc.cookie = `${name}=; ${expired}; path=${path}${domain}`;
    }
  }
}

function deleteDatabase(factory: IDBFactory, name: string): Promise<void> {
  return new Promise((resolve, reject) => {
    const request = factory.deleteDatabase(name);
    request.onsuccess = () => resolve();
    request.onerror = () => reject(request.error ?? new Error(`Could not delete IndexedDB database ${name}`));
    // Another tab holds it open; the deletion completes once that tab lets go.
    request.onblocked = () => resolve();
  });
}

/** Deletes every IndexedDB database of this origin that the browser lists. */
export async function clearIndexedDb(factory: IDBFactory | undefined = globalThis.indexedDB): Promise<void> {
  if (!factory || typeof factory.databases !== 'function') return;
  const databases = await factory.databases();
  await Promise.all(databases.flatMap((db) => (db.name ? [deleteDatabase(factory, db.name)] : [])));
}

/** docs/product.md#states client clean-up: local storage, session storage, cookies and IndexedDB. */
export async function clearClientState(): Promise<void> {
  localStorage.clear();
  sessionStorage.clear();
  clearCookies();
  await clearIndexedDb();
}
