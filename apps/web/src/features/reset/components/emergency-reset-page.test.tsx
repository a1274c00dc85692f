import { act, fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { MockInstance } from 'vitest';
import { browserLocation } from '../../../lib/browser-location';
import { EmergencyResetPage } from './emergency-reset-page';

const renderPage = () =>
  render(
    <MemoryRouter initialEntries={['/emergency-reset']}>
      <EmergencyResetPage />
    </MemoryRouter>,
  );

const flush = () => act(async () => {});

describe('EmergencyResetPage', () => {
  let assignLocation: MockInstance<(url: string) => void>;

  beforeEach(() => {
    assignLocation = vi.spyOn(browserLocation, 'assign').mockImplementation(() => {});
    vi.useFakeTimers();
    vi.spyOn(console, 'warn').mockImplementation(() => {});
  });

  it('resets the server, waits 0.5 s, cleans the client, waits 1 s, then offers a reload', async () => {
    localStorage.setItem('leadsift.sessionToken', 'tok');
    sessionStorage.setItem('x', '1');
    const fetchMock = vi.spyOn(globalThis, 'fetch').mockResolvedValue(new Response('{"success":true}', { status: 200 }));
    renderPage();
    fireEvent.click(screen.getByRole('button', { name: 'Perform Complete Reset' }));
    await flush();
    const [path, init] = fetchMock.mock.calls[0]!;
    expect(path).toBe('/api/emergency-reset');
    expect(init).toMatchObject({ method: 'POST', cache: 'no-store', body: undefined });
    expect(new Headers(init!.headers).get('Content-Type')).toBe('application/json');
    expect(screen.getByRole('status', { name: 'Server-side reset' })).toHaveTextContent('Complete');
    expect(screen.getByRole('status', { name: 'Client-side reset' })).toHaveTextContent('Not started');
    expect(localStorage.length).toBe(1);

    await act(() => vi.advanceTimersByTimeAsync(500));
    expect(screen.getByRole('status', { name: 'Client-side reset' })).toHaveTextContent('Complete');
    expect(localStorage.length).toBe(0);
    expect(sessionStorage.length).toBe(0);
    expect(screen.queryByRole('button', { name: 'Reload Application' })).not.toBeInTheDocument();

    await act(() => vi.advanceTimersByTimeAsync(1000));
    fireEvent.click(screen.getByRole('button', { name: 'Reload Application' }));
    expect(assignLocation).toHaveBeenCalledWith('/');
  });

  it("continues after a server failure, saying 'Failed, but continuing...'", async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    vi.spyOn(globalThis, 'fetch').mockResolvedValue(new Response('{"error":"x"}', { status: 500 }));
    localStorage.setItem('a', '1');
    renderPage();
    fireEvent.click(screen.getByRole('button', { name: 'Perform Complete Reset' }));
    await flush();
    expect(screen.getByRole('status', { name: 'Server-side reset' })).toHaveTextContent('Failed, but continuing...');
    expect(console.error).toHaveBeenCalledWith('Server-side reset failed', new Error('Server returned 500'));
    await act(() => vi.advanceTimersByTimeAsync(1500));
    expect(localStorage.length).toBe(0);
    expect(screen.getByRole('button', { name: 'Reload Application' })).toBeInTheDocument();
  });

  it("shows 'Failed' when the client clean-up fails, and no reload button", async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    vi.spyOn(globalThis, 'fetch').mockResolvedValue(new Response('{}', { status: 200 }));
    vi.spyOn(Storage.prototype, 'clear').mockImplementation(() => {
      throw new Error('SecurityError');
    });
    renderPage();
    fireEvent.click(screen.getByRole('button', { name: 'Perform Complete Reset' }));
    await flush();
    await act(() => vi.advanceTimersByTimeAsync(1500));
    expect(screen.getByRole('status', { name: 'Client-side reset' })).toHaveTextContent('Failed');
    expect(screen.queryByRole('button', { name: 'Reload Application' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Perform Complete Reset' })).toBeEnabled();
  });
});
