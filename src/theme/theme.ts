import { createTheme } from '@mui/material/styles';

const PRIMARY = '#1f4e79';

/**
 * Keyboard focus, visible everywhere (WCAG 2.4.7): a 2px ring in the primary colour (8.7:1 on
 * white), white on the app bar. MUI's buttons show focus with a faint ripple only; inputs keep
 * their own 2px focused border.
 */
const focusRing = { outline: `2px solid ${PRIMARY}`, outlineOffset: 2 };

/**
 * MUI notices a browser's autofill through an animation on every input (InputBase's
 * `mui-auto-fill` keyframes), and by default each input mounts its own global style sheet holding
 * those keyframes: a `<style>` element per input, 26 on the calculator and 52 on bulk notes, each
 * created, filled and laid out in the render that brings the inputs (mui/material-ui#34436,
 * #37167). The keyframes are declared once in the baseline, every input keeps the
 * animation that reports autofill, and `disableInjectingGlobalStyles` stops the per-input sheets.
 */
export const AUTOFILL = { detected: 'mui-auto-fill', cleared: 'mui-auto-fill-cancel' } as const;
// Keyframes stay non-empty for Emotion's production builds; animation properties inside keyframes
// are ignored, as in MUI's own (InputBase.js).
const autofillKeyframes = {
  [`@keyframes ${AUTOFILL.detected}`]: { from: { animationName: AUTOFILL.detected } },
  [`@keyframes ${AUTOFILL.cleared}`]: { from: { animationName: AUTOFILL.cleared } },
};
const autofillAnimation = {
  animationName: AUTOFILL.cleared,
  animationDuration: '10ms',
  '&:-webkit-autofill': { animationDuration: '5000s', animationName: AUTOFILL.detected },
};

/** One theme for the whole app: tokens here, component overrides beside them. */
export const theme = createTheme({
  palette: {
    primary: { main: PRIMARY },
    secondary: { main: '#2e7d6b' },
    // MUI's default warning (#ed6c02, 3.1:1) and info (#0288d1, 3.9:1) fail as text on white:
    // these darker shades pass 4.5:1 on white and on the page background.
    warning: { main: '#a65400' },
    info: { main: '#01579b' },
    background: { default: '#f5f7fa', paper: '#ffffff' },
  },
  shape: { borderRadius: 10 },
  typography: {
    fontFamily: '"Inter", "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif',
    h1: { fontSize: '1.75rem', fontWeight: 600 },
    h2: { fontSize: '1.375rem', fontWeight: 600 },
    h3: { fontSize: '1.125rem', fontWeight: 600 },
  },
  components: {
    MuiCssBaseline: { styleOverrides: { 'a:focus-visible': focusRing, ...autofillKeyframes } },
    MuiInputBase: {
      defaultProps: { disableInjectingGlobalStyles: true },
      styleOverrides: { input: autofillAnimation },
    },
    MuiButtonBase: { styleOverrides: { root: { '&.Mui-focusVisible': focusRing } } },
    MuiAppBar: { styleOverrides: { root: { '& .Mui-focusVisible, & a:focus-visible': { outlineColor: '#ffffff' } } } },
    MuiButton: { defaultProps: { disableElevation: true }, styleOverrides: { root: { textTransform: 'none' } } },
    MuiCard: { defaultProps: { variant: 'outlined' } },
    // Sentence case everywhere: buttons, toggles and tabs read the same across screens.
    // Unselected toggles read in the secondary text colour: MUI's action.active is 4.49:1 on the page background.
    MuiToggleButton: {
      styleOverrides: {
        root: ({ theme }) => ({
          textTransform: 'none',
          '&:not(.Mui-selected):not(.Mui-disabled)': { color: theme.palette.text.secondary },
        }),
      },
    },
    MuiTab: { styleOverrides: { root: { textTransform: 'none', fontWeight: 600 } } },
  },
});
