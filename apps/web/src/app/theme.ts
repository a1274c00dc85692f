import { createTheme } from '@mui/material';

/** Light and dark schemes as CSS variables; the class selector lets the app bar switch them by hand. */
export const theme = createTheme({
  colorSchemes: { light: true, dark: true },
  cssVariables: { colorSchemeSelector: 'class' },
});
