/**
 * Stands in, in the app's production build, for MUI's CSS-variables theme: the modules
 * `@mui/material/styles` imports as `./createThemeWithVars.mjs` and `./ThemeProviderWithVars.mjs`
 * (`scripts/vite/leftOut.ts`). MUI imports them whether or not a theme asks for CSS variables, and
 * they come with the color-scheme provider, its storage manager and its init script: about 25 KB
 * minified in the entry, which every screen downloads first. The app's theme sets neither
 * `cssVariables` nor `colorSchemes` (`cssVariablesLeftOut.test.ts`), so MUI's `createTheme` and `ThemeProvider`
 * take their no-variables paths and never reach these. Development and Jest use MUI's own modules.
 */

function leftOut(name: string): never {
  throw new Error(
    `MUI's CSS-variables theme (${name}) is left out of this app's build (src/theme/cssVariablesLeftOut.ts); remove its lines in MUI_STAND_INS (scripts/vite/leftOut.ts) to use it.`,
  );
}

/** `./createThemeWithVars.mjs`'s default export: `createTheme` with `cssVariables` or `colorSchemes`, and `extendTheme`. */
export default function createThemeWithVars(): never {
  return leftOut('createTheme with cssVariables or colorSchemes');
}

/** `./ThemeProviderWithVars.mjs`'s exports. */
export function CssVarsProvider(): never {
  return leftOut('CssVarsProvider');
}
export function Experimental_CssVarsProvider(): never {
  return leftOut('Experimental_CssVarsProvider');
}
export function useColorScheme(): never {
  return leftOut('useColorScheme');
}
export function getInitColorSchemeScript(): never {
  return leftOut('getInitColorSchemeScript');
}
