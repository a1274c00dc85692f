import { createTheme } from '@mui/material';

/**
 * The keyboard's place, clearly: a 2 px ring in the control's own text colour (white on the blue top bar, the text
 * colour in the side navigation and menus), drawn inside list entries, whose drawer clips what lies outside.
 */
const focusRing = { outline: '2px solid currentColor', outlineOffset: '2px' } as const;
const insetFocusRing = { outline: '2px solid currentColor', outlineOffset: '-2px' } as const;

/**
 * Light and dark schemes as CSS variables; the class selector lets the app bar switch them by hand.
 * The light scheme's warning and info are darker than MUI's defaults (#ed6c02, #0288d1), whose white chip
 * labels ('Paused', 'disabled', 'Created') fall short of WCAG AA's 4.5:1 (3.1:1 and 3.9:1); these give 5.2:1 and 4.8:1.
 * The dark scheme's error keeps MUI's #f44336 but labels it in black (5.7:1; white gave the EXCLUDE chip 3.7:1).
 * A filled alert (the snackbars' "Invitation sent", "Model budget saved") sits on the colour's dark shade in the
 * dark scheme, labelled in white: MUI's success and info darks gave 4.1:1 and 3.9:1; these give 5.1:1 and 7.5:1.
 * Chip colours (KEEP success, EXCLUDE error, the review state warning) come from these palettes only, so every
 * chip follows both schemes.
 */
export const theme = createTheme({
  colorSchemes: {
    light: { palette: { warning: { main: '#c2410c' }, info: { main: '#0277bd' } } },
    dark: {
      palette: {
        error: { main: '#f44336', contrastText: '#000' },
        success: { main: '#66bb6a', dark: '#2e7d32' },
        info: { main: '#29b6f6', dark: '#01579b' },
      },
    },
  },
  cssVariables: { colorSchemeSelector: 'class' },
  components: {
    MuiButtonBase: { styleOverrides: { root: { '&.Mui-focusVisible': focusRing } } },
    // A contained button's text is white on its own colour: its ring takes the button's colour instead.
    MuiButton: {
      styleOverrides: { contained: { '&.Mui-focusVisible': { ...focusRing, outlineColor: 'var(--variant-containedBg)' } } },
    },
    MuiListItemButton: { styleOverrides: { root: { '&.Mui-focusVisible': insetFocusRing } } },
    MuiMenuItem: { styleOverrides: { root: { '&.Mui-focusVisible': insetFocusRing } } },
    MuiTab: { styleOverrides: { root: { '&.Mui-focusVisible': insetFocusRing } } },
  },
});
