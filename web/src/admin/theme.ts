import { defaultLightTheme, type RaThemeOptions } from 'react-admin';

// The storefront's palette (web/src/index.css @theme, Tailwind's slate for text).
const BRAND = { 50: '#fff7ed', 100: '#ffedd5', 200: '#fed7aa', 500: '#f97316', 600: '#ea580c', 700: '#c2410c', 800: '#9a3412' };
const SLATE = { 200: '#e2e8f0', 300: '#cbd5e1', 600: '#475569', 900: '#0f172a' };
const FONT = 'ui-sans-serif, system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif';

/**
 * The owner area's MUI theme: brand orange (700 for filled controls, as the storefront's
 * Button, since white on 600 is below AA contrast), slate text, the same font and radius.
 * Outlined inputs, like the storefront's fields, rather than react-admin's filled ones.
 */
export const adminTheme: RaThemeOptions = {
  ...defaultLightTheme,
  palette: {
    mode: 'light',
    primary: { light: BRAND[500], main: BRAND[700], dark: BRAND[800], contrastText: '#fff' },
    secondary: { light: BRAND[100], main: BRAND[600], dark: BRAND[700], contrastText: '#fff' },
    // red-700: an outlined error button keeps 4.5:1 on its own hover tint (red-600 fell to 4.35).
    error: { main: '#b91c1c' },
    text: { primary: SLATE[900], secondary: SLATE[600] },
    divider: SLATE[200],
    background: { default: '#fff', paper: '#fff' },
  },
  shape: { borderRadius: 6 },
  typography: {
    fontFamily: FONT,
    button: { textTransform: 'none', fontWeight: 600 },
    h1: { fontSize: '1.875rem', fontWeight: 700, letterSpacing: '-0.025em' },
    h2: { fontSize: '1.5rem', fontWeight: 700, letterSpacing: '-0.025em' },
    h3: { fontSize: '1.25rem', fontWeight: 600 },
  },
  components: {
    ...defaultLightTheme.components,
    MuiTextField: { defaultProps: { variant: 'outlined', margin: 'none', size: 'small', fullWidth: true } },
    MuiFormControl: { defaultProps: { variant: 'outlined', margin: 'none', size: 'small', fullWidth: true } },
    MuiButton: { defaultProps: { disableElevation: true } },
    // Labels stay above the field, as on the storefront, so placeholders ('1.50') show.
    MuiInputLabel: { defaultProps: { shrink: true } },
    MuiOutlinedInput: {
      defaultProps: { notched: true },
      styleOverrides: { root: { backgroundColor: '#fff', '& fieldset': { borderColor: SLATE[300] } } },
    },
    MuiFormHelperText: { styleOverrides: { root: { marginLeft: 0, fontWeight: 500 } } },
    // The app's own focus ring (index.css) marks the focused tab; no ripple blob.
    MuiTab: { defaultProps: { disableRipple: true }, styleOverrides: { root: { textTransform: 'none', fontWeight: 600 } } },
    MuiCheckbox: { defaultProps: { size: 'small' } },
  },
};
