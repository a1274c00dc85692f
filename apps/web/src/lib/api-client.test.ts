import { afterEach, describe, expect, it, vi } from 'vitest';
import { api, apiJson } from './api-client';
import { setSessionToken } from './session-token';
import { getWorkspaceId, setWorkspaceId, subscribeToWorkspaceLost } from './workspace-id';

describe('api client', () => {
  afterEach(() => {
    setSessionToken(null);
  });

  it('sends credentials, JSON content type and the bearer token', async () => {
    setSessionToken('tok123');
    const fetchMock = vi.spyOn(globalThis, 'fetch').mockResolvedValue(new Response('{}', { status: 200 }));
    await api.post('/api/filter', { a: 1 });
    const [path, init] = fetchMock.mock.calls[0]!;
    const headers = new Headers(init!.headers);
    expect(path).toBe('/api/filter');
    expect(init!.credentials).toBe('include');
    expect(headers.get('Content-Type')).toBe('application/json');
    expect(headers.get('Authorization')).toBe('Bearer tok123');
    expect(init!.body).toBe('{"a":1}');
  });

  it('leaves the content type to the browser for multipart uploads', async () => {
    const fetchMock = vi.spyOn(globalThis, 'fetch').mockResolvedValue(new Response('{}', { status: 200 }));
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    const form = new FormData();
    form.append('file', new Blob(['a,b']), 'x.csv');
    await api.post('/api/upload', form);
    const headers = new Headers(fetchMock.mock.calls[0]![1]!.headers);
    expect(headers.has('Content-Type')).toBe(false);
  });

  it('logs a 401 and returns the response', async () => {
    vi.spyOn(globalThis, 'fetch').mockResolvedValue(new Response('{"error":"x"}', { status: 401 }));
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const response = await api.get('/api/usage/stats');
    expect(response.status).toBe(401);
    expect(warn).toHaveBeenCalledWith('Authentication required or token expired');
  });

  it('logs and rethrows network errors', async () => {
    vi.spyOn(globalThis, 'fetch').mockRejectedValue(new TypeError('Failed to fetch'));
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    await expect(api.delete('/api/x')).rejects.toThrow('Failed to fetch');
    expect(error).toHaveBeenCalled();
  });

  it('apiJson throws the server error text', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    vi.spyOn(globalThis, 'fetch').mockResolvedValue(new Response('{"error":"Nope"}', { status: 400 }));
    await expect(apiJson('GET', '/api/x')).rejects.toThrow('Nope');
  });
});

describe('api client: the current workspace', () => {
  const workspaceOf = (call: unknown[]) => new Headers((call[1] as RequestInit).headers).get('X-Workspace');
  const notFound = () => new Response('{"error":"Workspace not found"}', { status: 404 });

  it('names the stored workspace in X-Workspace, nothing when none is stored, and keeps a header the caller set', async () => {
    setSessionToken('tok123');
    const fetchMock = vi.spyOn(globalThis, 'fetch').mockImplementation(async () => new Response('{}', { status: 200 }));
    await api.get('/api/filter/jobs');
    setWorkspaceId('ws-team');
    await api.post('/api/filter', { a: 1 });
    await api.post('/api/workspaces/ws-other/select', {}, { headers: { 'X-Workspace': 'ws-other' } });
    expect(fetchMock.mock.calls.map(workspaceOf)).toEqual([null, 'ws-team', 'ws-other']);
  });

  it('drops a workspace the server no longer knows for the caller, tells the app, and asks a read again without it', async () => {
    setSessionToken('tok123');
    setWorkspaceId('ws-gone');
    const lost = vi.fn();
    const unsubscribe = subscribeToWorkspaceLost(lost);
    const fetchMock = vi
      .spyOn(globalThis, 'fetch')
      .mockImplementation(async (_input, init) =>
        new Headers(init?.headers).get('X-Workspace') ? notFound() : new Response('{"currentId":"user-1"}', { status: 200 }),
      );
    await expect(apiJson('GET', '/api/workspaces')).resolves.toEqual({ currentId: 'user-1' });
    expect(fetchMock.mock.calls.map(workspaceOf)).toEqual(['ws-gone', null]);
    expect(getWorkspaceId()).toBeNull();
    expect(lost).toHaveBeenCalledOnce();
    unsubscribe();
  });

  it('does not repeat a write in another workspace than the one the user picked', async () => {
    setSessionToken('tok123');
    setWorkspaceId('ws-gone');
    const fetchMock = vi.spyOn(globalThis, 'fetch').mockImplementation(async () => notFound());
    await expect(apiJson('POST', '/api/filter', { a: 1 })).rejects.toThrow('Workspace not found');
    expect(fetchMock).toHaveBeenCalledOnce();
    expect(getWorkspaceId()).toBeNull();
  });

  it('keeps the stored workspace when the 404 is about another one named in the path, or is another 404', async () => {
    setSessionToken('tok123');
    setWorkspaceId('ws-team');
    vi.spyOn(globalThis, 'fetch').mockImplementation(async () => notFound());
    await expect(apiJson('GET', '/api/workspaces/ws-other/members')).rejects.toThrow('Workspace not found');
    expect(getWorkspaceId()).toBe('ws-team');
    vi.spyOn(globalThis, 'fetch').mockImplementation(async () => new Response('{"error":"Job not found"}', { status: 404 }));
    await expect(apiJson('GET', '/api/results/job-1')).rejects.toThrow('Job not found');
    expect(getWorkspaceId()).toBe('ws-team');
  });
});
