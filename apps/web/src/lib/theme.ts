import { createTheme, type Theme } from '@mui/material/styles';

/** Colours, font and breakpoints of spec section 9. */
export function createAppTheme(mode: 'light' | 'dark'): Theme {
  const dark = mode === 'dark';
  return createTheme({
    palette: {
      mode,
      // Text on coloured fills (badges, contained buttons) must reach WCAG AA, not MUI's 3:1.
      contrastThreshold: 4.5,
      primary: { main: dark ? '#dddddd' : '#252525', contrastText: dark ? '#121212' : '#ffffff' },
      secondary: { main: dark ? '#90caf9' : '#1d4ed8' },
      // Status and risk chips write their text in these colours: at least 4.5:1 on both light
      // backgrounds (MUI's own warning and info reach 2.9 and 3.6).
      ...(dark ? {} : { warning: { main: '#a15c07' }, info: { main: '#0369a1' } }),
      background: dark
        ? { default: '#121212', paper: '#1c1c1c' }
        : { default: '#f6f6f7', paper: '#ffffff' },
    },
    typography: {
      fontFamily: '"Poppins", "Helvetica Neue", Arial, sans-serif',
      h1: { fontSize: '1.75rem', fontWeight: 600 },
      h2: { fontSize: '1.375rem', fontWeight: 600 },
      h3: { fontSize: '1.125rem', fontWeight: 600 },
      button: { textTransform: 'none', fontWeight: 500 },
    },
    breakpoints: { values: { xs: 0, sm: 600, md: 900, lg: 1200, xl: 1536 } },
    shape: { borderRadius: 8 },
    components: {
      // What takes the focus scrolls clear of the fixed app bar (WCAG 2.4.11).
      MuiCssBaseline: { styleOverrides: { html: { scrollPaddingTop: 80 } } },
      MuiButton: { defaultProps: { disableElevation: true } },
      MuiAppBar: { defaultProps: { elevation: 0 } },
      // A visible focus ring for keyboard users in both themes.
      MuiButtonBase: {
        styleOverrides: {
          root: {
            '&.Mui-focusVisible': {
              outline: `2px solid ${dark ? '#90caf9' : '#1d4ed8'}`,
              outlineOffset: 2,
            },
          },
        },
      },
    },
  });
}
