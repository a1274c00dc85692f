import { screen } from '@testing-library/react';

/** The table row whose 'List Name' cell is `name`. */
export const rowOf = (name: string) => screen.getByRole('rowheader', { name }).closest('tr')!;

/** The actions a job's row offers, in order ('View results', 'Pause', …). */
export const actionLabels = (name: string) =>
  // 'View results' is a link (it opens in a new tab); the others are buttons. In the order they are drawn.
  Array.from(rowOf(name).querySelectorAll('button, a[href]')).map((b) => b.getAttribute('aria-label')!.split(':')[0]);
