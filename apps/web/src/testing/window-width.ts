import { vi } from 'vitest';

/**
 * jsdom has no layout and no matchMedia (MUI's useMediaQuery then answers false): a matchMedia that answers
 * `min-width` / `max-width` queries as a window `width` px wide would. Undone after the test (vi.unstubAllGlobals).
 */
export function windowWidth(width: number) {
  vi.stubGlobal('matchMedia', (query: string) => {
    const max = /max-width:\s*([\d.]+)px/.exec(query);
    const min = /min-width:\s*([\d.]+)px/.exec(query);
    const matches = (!max || width <= Number(max[1])) && (!min || width >= Number(min[1]));
    return {
      matches,
      media: query,
      onchange: null,
      addListener: () => {},
      removeListener: () => {},
      addEventListener: () => {},
      removeEventListener: () => {},
      dispatchEvent: () => false,
    };
  });
}
