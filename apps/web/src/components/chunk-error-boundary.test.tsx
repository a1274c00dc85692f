import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Suspense } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { lazyNamed } from '../lib/lazy-named';
import { ChunkErrorBoundary } from './chunk-error-boundary';

describe('ChunkErrorBoundary', () => {
  it("shows 'Loading chunk failed' and a Reload button when a lazy chunk fails", async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const Broken = lazyNamed<'Page', object>(() => Promise.reject(new TypeError('Failed to fetch dynamically imported module')), 'Page');
    const onReload = vi.fn();
    render(
      <ChunkErrorBoundary onReload={onReload}>
        <Suspense fallback="loading">
          <Broken />
        </Suspense>
      </ChunkErrorBoundary>,
    );
    expect(await screen.findByText('Loading chunk failed')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Reload' }));
    expect(onReload).toHaveBeenCalledOnce();
  });

  it('shows other render errors with their message', () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    function Thrower(): never {
      throw new Error('boom');
    }
    render(
      <ChunkErrorBoundary>
        <Thrower />
      </ChunkErrorBoundary>,
    );
    expect(screen.getByText('Unexpected Application Error!')).toBeInTheDocument();
    expect(screen.getByText('boom')).toBeInTheDocument();
  });

  it('renders its children when nothing fails', async () => {
    const Page = lazyNamed(() => Promise.resolve({ Page: () => <p>hello</p> }), 'Page');
    render(
      <ChunkErrorBoundary>
        <Suspense fallback="loading">
          <Page />
        </Suspense>
      </ChunkErrorBoundary>,
    );
    expect(await screen.findByText('hello')).toBeInTheDocument();
  });

  it('clears the error when the reset key changes', () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    let fail = true;
    function Maybe() {
      if (fail) throw new Error('boom');
      return <p>recovered</p>;
    }
    const { rerender } = render(
      <ChunkErrorBoundary resetKey="/a">
        <Maybe />
      </ChunkErrorBoundary>,
    );
    expect(screen.getByText('boom')).toBeInTheDocument();
    fail = false;
    rerender(
      <ChunkErrorBoundary resetKey="/b">
        <Maybe />
      </ChunkErrorBoundary>,
    );
    expect(screen.getByText('recovered')).toBeInTheDocument();
  });
});
