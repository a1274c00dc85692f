/** '1 duplicate', '2 duplicates', '1,250 websites': a count with its noun in the right number. */
export function plural(count: number, one: string, many = `${one}s`): string {
  return `${count.toLocaleString('en-US')} ${count === 1 ? one : many}`;
}
