import { screen, within } from '@testing-library/react';

/** The table row whose 'List Name' cell is `name`. */
export const rowOf = (name: string) => screen.getByRole('rowheader', { name }).closest('tr')!;

/** The actions a job's row offers, in order ('View results', 'Pause', …). */
export const actionLabels = (name: string) =>
  within(rowOf(name))
    .getAllByRole('button')
    .map((b) => b.getAttribute('aria-label')!.split(':')[0]);
