import { formatCount } from '@leadsift/shared';
/** '1 duplicate', '2 duplicates', '1,250 websites': a count with its noun in the right number. */
export function plural(count: number, one: string, many = `${one}s`): string {
  return `${formatCount(count)} ${count === 1 ? one : many}`;
}
