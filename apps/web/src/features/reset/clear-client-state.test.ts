import { describe, expect, it } from 'vitest';
import { clearClientState, clearCookies, clearIndexedDb } from './clear-client-state';

describe('clearClientState', () => {
  it('empties local storage, session storage and the cookies JavaScript can see', async () => {
    localStorage.setItem('leadsift.sessionToken', 'tok');
    sessionStorage.setItem('debug', '1');
    document.cookie = 'theme=dark; path=/';
    document.cookie = 'consent=yes; path=/';
    await clearClientState();
    expect(localStorage.length).toBe(0);
    expect(sessionStorage.length).toBe(0);
    expect(document.cookie).toBe('');
  });

  it('expires cookies set on a sub-path too', () => {
    window.history.replaceState(null, '', '/emergency-reset');
    document.cookie = 'scoped=1; path=/emergency-reset';
    clearCookies();
    expect(document.cookie).toBe('');
  });

  it('deletes every IndexedDB database the browser lists', async () => {
    const deleted: string[] = [];
    const factory = {
      databases: () => Promise.resolve([{ name: 'a', version: 1 }, { name: 'b', version: 2 }, { version: 1 }]),
      deleteDatabase: (name: string) => {
        const request = { onsuccess: null as null | (() => void), onerror: null, onblocked: null, error: null };
        deleted.push(name);
        queueMicrotask(() => request.onsuccess?.());
        return request;
      },
    } as unknown as IDBFactory;
    await clearIndexedDb(factory);
    expect(deleted).toEqual(['a', 'b']);
  });

  it('passes a failed deletion on', async () => {
    const factory = {
      databases: () => Promise.resolve([{ name: 'a', version: 1 }]),
      deleteDatabase: () => {
        const request = { onsuccess: null, onerror: null as null | (() => void), onblocked: null, error: new Error('denied') };
        queueMicrotask(() => request.onerror?.());
        return request;
      },
    } as unknown as IDBFactory;
    await expect(clearIndexedDb(factory)).rejects.toThrow('denied');
  });
});
