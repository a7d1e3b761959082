import { type CSSVariablesResolver, createTheme } from '@mantine/core';

/** Pitstop's look: a workshop orange on calm greys, rounded but not soft. */
export const theme = createTheme({
  primaryColor: 'pitstop',
  // Shade 8 keeps white text on orange at WCAG AA (4.5:1) in both schemes; Mantine's default
  // shades of this palette fall below it.
  primaryShade: { light: 8, dark: 8 },
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

/** Mantine's default dimmed and error colours fall below WCAG AA on our backgrounds. */
export const cssVariablesResolver: CSSVariablesResolver = (current) => ({
  variables: {},
  light: {
    '--mantine-color-dimmed': current.colors.gray[7],
    '--mantine-color-error': current.colors.red[8],
  },
  dark: {
    '--mantine-color-dimmed': current.colors.dark[1],
    '--mantine-color-error': current.colors.red[4],
  },
});
