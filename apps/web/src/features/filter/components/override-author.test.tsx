import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { formatDateTime } from '../../../lib/format-date-time';
import { seriousA11yViolations } from '../../../testing/axe';
import type { DecisionRow } from '../api/get-decisions-page';
import { json, mockApi, offlineStatus } from '../testing/mock-api';
import { renderFilter } from '../testing/render-filter';
import { completedResults, decisionsPage, filterId } from '../testing/results-fixtures';
import { DecisionCell } from './decision-cells';
import { FilterResultsView } from './filter-results-view';

beforeAll(async () => {
  await import('./decisions-grid');
});

const at = '2026-01-15T10:05:00.000Z';
/** Chile, EXCLUDE by the rules, overridden to KEEP. */
const overridden = (patch: Partial<DecisionRow> = {}): DecisionRow => ({
  ...decisionsPage.rows[0]!,
  decision: 'KEEP',
  overridden: true,
  state: 'KEEP',
  ...patch,
});

function show(rows: DecisionRow[]) {
  mockApi({
    [`GET /api/results/${filterId}`]: () => json(completedResults()),
    [`GET /api/results/${filterId}/decisions`]: () => json({ ...decisionsPage, rows }),
    'GET /api/ai/status': () => json(offlineStatus),
  });
  renderFilter(<FilterResultsView filterId={filterId} onBack={vi.fn()} />, { userId: 'user-1' });
  return userEvent.setup();
}

/** Longer than the tooltip's enter delay. */
const pastEnterDelay = () => new Promise((resolve) => setTimeout(resolve, 400));
const chip = (value: string) => screen.findByRole('button', { name: new RegExp(`for ${value}`) });

describe('Decisions: who overrode a value', () => {
  it("names the teammate and, on hover, says 'Overridden by <name>, <date time>'", async () => {
    const user = show([overridden({ overriddenBy: { id: 'u-bob', name: 'Bob' }, overriddenAt: at })]);
    const chile = await chip('Chile');
    expect(chile).toHaveAccessibleName('KEEP for Chile (changed by Bob). Click to change.');
    expect(within(screen.getByRole('row', { name: /Chile/ })).getByText('Changed by Bob')).toBeInTheDocument();
    await user.hover(chile);
    expect(await screen.findByRole('tooltip')).toHaveTextContent(`Overridden by Bob, ${formatDateTime(at)}`);
    expect(chile).toHaveAccessibleDescription(`Overridden by Bob, ${formatDateTime(at)}`);
    expect(await seriousA11yViolations()).toEqual([]);
  });

  it("says 'you' for the signed-in user's own override, and 'a deleted account' for a gone one", async () => {
    const user = show([
      overridden({ overriddenBy: { id: 'user-1', name: 'Ada' }, overriddenAt: at }),
      overridden({
        ...decisionsPage.rows[1]!,
        decision: 'EXCLUDE',
        state: 'EXCLUDE',
        overridden: true,
        overriddenBy: null,
        overriddenAt: at,
      }),
    ]);
    expect(await chip('Chile')).toHaveAccessibleName('KEEP for Chile (changed by you). Click to change.');
    const france = await chip('France');
    expect(france).toHaveAccessibleName('EXCLUDE for France (changed by a deleted account). Click to change.');
    await user.hover(france);
    expect(await screen.findByRole('tooltip')).toHaveTextContent(`Overridden by a deleted account, ${formatDateTime(at)}`);
  });

  it('opens the tooltip from the keyboard', async () => {
    const user = userEvent.setup();
    renderFilter(
      <DecisionCell row={overridden({ overriddenBy: { id: 'u-bob', name: 'Bob' }, overriddenAt: at })} shown="KEEP" onDecide={vi.fn()} />,
    );
    await user.tab();
    expect(screen.getByRole('button', { name: /for Chile/ })).toHaveFocus();
    expect(await screen.findByRole('tooltip')).toHaveTextContent(`Overridden by Bob, ${formatDateTime(at)}`);
  });

  it('has no tooltip for a change of this session on top, nor when the answer does not say who', async () => {
    const user = userEvent.setup();
    const { unmount } = renderFilter(
      <DecisionCell
        row={overridden({ overriddenBy: { id: 'u-bob', name: 'Bob' }, overriddenAt: at })}
        shown="EXCLUDE"
        onDecide={vi.fn()}
      />,
    );
    await user.hover(screen.getByRole('button', { name: /for Chile/ }));
    await pastEnterDelay();
    expect(screen.queryByRole('tooltip')).toBeNull();
    unmount();
    renderFilter(<DecisionCell row={overridden()} shown="KEEP" onDecide={vi.fn()} />);
    await user.hover(screen.getByRole('button', { name: 'KEEP for Chile (changed by you). Click to change.' }));
    expect(screen.getByText('Changed by you')).toBeInTheDocument();
    await pastEnterDelay();
    expect(screen.queryByRole('tooltip')).toBeNull();
  });
});
