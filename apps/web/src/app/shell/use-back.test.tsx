import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { describe, expect, it } from 'vitest';
import { useBack } from './use-back';

function Results() {
  const back = useBack('/activity/list-cleaner');
  return <button onClick={back}>Back to Lists</button>;
}

function Path() {
  return <output aria-label="path">{useLocation().pathname}</output>;
}

function renderAt(entries: string[]) {
  render(
    <MemoryRouter initialEntries={entries} initialIndex={entries.length - 1}>
      <Routes>
        <Route path="/activity/list-cleaner/:id" element={<Results />} />
        <Route path="*" element={<p>elsewhere</p>} />
      </Routes>
      <Path />
    </MemoryRouter>,
  );
}

describe('useBack (ADR 0060)', () => {
  it('returns to the screen of the app the user came from', async () => {
    renderAt(['/templates', '/activity/list-cleaner/j1']);
    await userEvent.click(screen.getByRole('button', { name: 'Back to Lists' }));
    expect(screen.getByLabelText('path')).toHaveTextContent(/^\/templates$/);
  });

  it('opens the fallback when the results were the first page of the visit (a bookmark, a new tab)', async () => {
    renderAt(['/activity/list-cleaner/j1']);
    await userEvent.click(screen.getByRole('button', { name: 'Back to Lists' }));
    expect(screen.getByLabelText('path')).toHaveTextContent(/^\/activity\/list-cleaner$/);
  });
});
