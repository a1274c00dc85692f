import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { website } from '../testing/research-fixtures';
import { CriteriaChecklist, isWebUrl, sourceLabel } from './criteria-checklist';
import { WebsiteResult } from './website-result';

const criteria = [
  { criterion: 'Grows vegetables', status: 'met' as const, quote: 'We grow 40 kinds of vegetables', url: 'https://alpha-farm.test/about' },
  { criterion: 'Sells direct to consumers', status: 'not_met' as const, quote: null, url: null },
  { criterion: 'More than 50 acres', status: 'unknown' as const, quote: null, url: null },
];

describe('Criteria checklist', () => {
  it('shows each criterion met / not met / unknown, with the quote and a link to its page', () => {
    render(<CriteriaChecklist criteria={criteria} />);
    const items = within(screen.getByRole('list', { name: 'Criteria checklist' })).getAllByRole('listitem');
    expect(items.map((i) => i.querySelector('p')?.textContent)).toEqual([
      'Met: Grows vegetables',
      'Not met: Sells direct to consumers',
      'Unknown: More than 50 acres',
    ]);
    expect(within(items[0]!).getByText('“We grow 40 kinds of vegetables”')).toBeInTheDocument();
    const link = within(items[0]!).getByRole('link', { name: 'Source: alpha-farm.test/about' });
    expect(link).toHaveAttribute('href', 'https://alpha-farm.test/about');
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    expect(within(items[1]!).queryByRole('link')).not.toBeInTheDocument();
  });

  it('never links a page address that is not http(s)', () => {
    render(<CriteriaChecklist criteria={[{ criterion: 'X', status: 'met', quote: 'q', url: 'javascript:alert(1)' }]} />);
    expect(screen.queryByRole('link')).not.toBeInTheDocument();
    expect(isWebUrl('https://a.test/')).toBe(true);
    expect(isWebUrl('data:text/html,hi')).toBe(false);
    expect(sourceLabel('https://a.test/')).toBe('a.test');
  });

  it('opens from a website result and closes again', async () => {
    const user = userEvent.setup();
    render(<WebsiteResult website={website('alpha-farm.test', { criteria })} showDecision={false} />);
    const toggle = screen.getByRole('button', { name: 'Criteria checklist (3)' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('list', { name: 'Criteria checklist' })).not.toBeInTheDocument();
    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByText('“We grow 40 kinds of vegetables”')).toBeVisible();
    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
  });
});
