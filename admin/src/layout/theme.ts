import type { Theme } from '@mui/material';
import { defaultDarkTheme, defaultLightTheme, type RaThemeOptions } from 'react-admin';
import { BREAKPOINTS } from './breakpoints';

const shell: RaThemeOptions = {
  sidebar: { width: 240, closedWidth: 55 },
  breakpoints: { values: BREAKPOINTS },
};

/**
 * A ring around whatever the keyboard reached (issue 13 §4): MUI's focus ripple alone is faint, and
 * rows and drag handles have none. On the app bar the ring takes the bar's text colour (the primary
 * colour would vanish into the bar); on table rows and cells it is drawn inside, as the table's
 * scroll box would clip it outside. Text inputs keep their own focus underline, and what only
 * scripts focus (a dialog's frame, tabindex -1) gets none.
 */
const focusRing = (theme: Theme) => ({
  '& :where(a, button, [role="button"], [tabindex]):not([tabindex="-1"], input, textarea, .MuiInputBase-input):focus-visible': {
    outline: `2px solid ${theme.palette.primary.main}`,
    outlineOffset: 2,
  },
  '& .MuiAppBar-root :focus-visible': { outlineColor: 'currentColor !important' },
  '& :where(tr, td, th, [role="tab"]):focus-visible': { outlineOffset: '-2px !important' },
});

/** Under the body (`&`: a selector that starts with ':' would otherwise qualify the body itself). */
const focusVisible: RaThemeOptions['components'] = {
  MuiCssBaseline: { styleOverrides: (theme: Theme) => ({ body: focusRing(theme) }) },
  // Every progress indicator has a name for screen readers (axe: aria-progressbar-name), also
  // react-admin's own (a reference cell loading, the app bar's refresh): a background refresh may
  // show one at any moment. One that says more passes its own aria-label.
  MuiCircularProgress: { defaultProps: { 'aria-label': 'Loading' } },
  MuiLinearProgress: { defaultProps: { 'aria-label': 'Loading' } },
};

/**
 * On a phone (under 850 px) every button is at least a thumb's size, 44 px (WCAG 2.5.5): the
 * driver works in a yard, often with gloves. Dialog buttons (a confirm's OK, the Mission Stage
 * Mismatch dialog's), the filter drawer's and small icons (a card's history link) were 28-37 px.
 */
const touchTargets: RaThemeOptions['components'] = {
  MuiButton: { styleOverrides: { root: ({ theme }: { theme: Theme }) => ({ [theme.breakpoints.down('md')]: { minHeight: 44 } }) } },
  MuiIconButton: {
    styleOverrides: { root: ({ theme }: { theme: Theme }) => ({ [theme.breakpoints.down('md')]: { minWidth: 44, minHeight: 44 } }) },
  },
};

/**
 * A field that cannot be changed looks it, in both modes: MUI fills a disabled field more than an
 * enabled one in the dark (12 % white against 9 %), so a driver tapped Temperature in Park and
 * Payload when it was off. Disabled, a field has no fill, only its dotted underline and dim text.
 * A disabled field's helper text stays readable: it says why the field waits ('Choose a site
 * first'), and MUI's disabled grey read 2.67:1 on white (axe: serious).
 * A dialog's buttons line up with its content (24 px in from the edges, MUI's default is 8).
 */
const quietDisabled: RaThemeOptions['components'] = {
  // on the base input: react-admin's light theme sets the filled input's own styles, kept as they are
  MuiInputBase: { styleOverrides: { root: { '&.MuiFilledInput-root.Mui-disabled': { backgroundColor: 'transparent' } } } },
  MuiFormHelperText: {
    styleOverrides: { root: ({ theme }: { theme: Theme }) => ({ '&.Mui-disabled': { color: theme.palette.text.secondary } }) },
  },
  MuiDialogActions: { styleOverrides: { root: { padding: '8px 24px 16px' } } },
};

/**
 * WCAG AA contrast (4.5:1 for text) on the light page (#fafafb) and paper: MUI's and react-admin's
 * blues (#1976d2 buttons, #2196f3 app bar), light blue (info) and orange (warning) are too pale,
 * so each is one shade darker, and so is red (#d32f2f): a refused field's label on a filled
 * input's grey (#f0f0f0) was 4.36:1; contrastThreshold 4.5 picks the dark or light text on a
 * coloured background (a contained button) by the same rule.
 */
export const lightTheme: RaThemeOptions = {
  ...defaultLightTheme,
  ...shell,
  palette: {
    ...defaultLightTheme.palette,
    contrastThreshold: 4.5,
    primary: { main: '#1565c0' },
    secondary: { light: '#5e92f3', main: '#1565c0', dark: '#003c8f', contrastText: '#fff' },
    info: { main: '#0277bd' },
    warning: { main: '#b45309' },
    error: { main: '#c62828' },
  },
  components: { ...defaultLightTheme.components, ...focusVisible, ...touchTargets, ...quietDisabled },
};

/** In the dark, the pale shades read well on the grey page (#313131); MUI's red does not. */
export const darkTheme: RaThemeOptions = {
  ...defaultDarkTheme,
  ...shell,
  palette: {
    ...defaultDarkTheme.palette,
    contrastThreshold: 4.5,
    error: { main: '#f77066' },
  },
  components: { ...defaultDarkTheme.components, ...focusVisible, ...touchTargets, ...quietDisabled },
};
