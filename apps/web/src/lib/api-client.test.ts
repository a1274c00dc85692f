import { afterEach, describe, expect, it, vi } from 'vitest';
import { api, apiJson } from './api-client';
import { setSessionToken } from './session-token';

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
