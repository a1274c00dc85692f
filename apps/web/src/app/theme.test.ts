import { getContrastRatio, type Palette } from '@mui/material/styles';
import { describe, expect, it } from 'vitest';
import { theme } from './theme';

const chipColours = ['primary', 'success', 'error', 'warning', 'info'] as const;
/** A theme made with `colorSchemes` carries both palettes (its static type names only the default one). */
const schemes = (theme as unknown as { colorSchemes: Record<'light' | 'dark', { palette: Palette }> }).colorSchemes;

// Accessibility (ADR 0063): a filled chip's label on its colour — KEEP (success), EXCLUDE (error), the review
// state (warning), 'Created' (info) — reaches WCAG AA's 4.5:1 in both schemes.
describe('theme', () => {
  for (const scheme of ['light', 'dark'] as const) {
    it(`gives every chip colour a label of at least 4.5:1 in the ${scheme} scheme`, () => {
      const { palette } = schemes[scheme];
      for (const colour of chipColours) {
        const { main, contrastText } = palette[colour];
        expect(getContrastRatio(contrastText, main), `${colour}: ${contrastText} on ${main}`).toBeGreaterThanOrEqual(4.5);
      }
    });
  }

  for (const scheme of ['light', 'dark'] as const) {
    it(`labels every filled alert at least 4.5:1 in the ${scheme} scheme`, () => {
      const { palette } = schemes[scheme];
      for (const colour of ['success', 'error', 'warning', 'info'] as const) {
        // MUI's filled alert: the main shade in the light scheme, the dark shade in the dark one.
        const bg = scheme === 'light' ? palette[colour].main : palette[colour].dark;
        const text = palette.getContrastText(bg);
        expect(getContrastRatio(text, bg), `${colour}: ${text} on ${bg}`).toBeGreaterThanOrEqual(4.5);
      }
    });
  }

  it('draws a visible focus ring on every button, list entry and menu item (not only a faint ripple)', () => {
    const overrides = theme.components!;
    expect(overrides.MuiButtonBase?.styleOverrides?.root).toMatchObject({ '&.Mui-focusVisible': { outline: '2px solid currentColor' } });
    for (const name of ['MuiListItemButton', 'MuiMenuItem', 'MuiTab'] as const) {
      expect(overrides[name]?.styleOverrides?.root, name).toMatchObject({ '&.Mui-focusVisible': { outline: '2px solid currentColor' } });
    }
  });
});
