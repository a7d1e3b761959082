import { createTheme } from '@mantine/core';

/** Pitstop's look: a workshop orange on calm greys, rounded but not soft. */
export const theme = createTheme({
  primaryColor: 'pitstop',
  primaryShade: { light: 7, dark: 6 },
  colors: {
    pitstop: [
      '#fff4e6',
      '#ffe8cc',
      '#ffd8a8',
      '#ffc078',
      '#ffa94d',
      '#ff922b',
      '#fd7e14',
      '#d9480f',
      '#c2410c',
      '#9a3412',
    ],
  },
  fontFamily:
    'Inter, ui-sans-serif, system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif',
  headings: { fontWeight: '700' },
  defaultRadius: 'md',
  cursorType: 'pointer',
  breakpoints: { xs: '36em', sm: '48em', md: '62em', lg: '75em', xl: '88em' },
});
