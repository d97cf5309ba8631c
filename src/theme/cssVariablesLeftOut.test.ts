import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { MUI_STAND_INS } from '../../scripts/vite/leftOut';
import * as standIn from './cssVariablesLeftOut';
import { theme } from './theme';

const ROOT = path.resolve(__dirname, '../..');
const STYLES = path.join(ROOT, 'node_modules/@mui/material/styles');

/** What MUI's styles modules take from `module`: 'default', named imports, and the names an `export *` of it re-exports. */
function takenFrom(module: string): string[] {
  const names = new Set<string>();
  const quoted = `["']${module.replace(/[.]/g, '\\.')}["']`;
  for (const file of readdirSync(STYLES).filter((f) => f.endsWith('.mjs'))) {
    const code = readFileSync(path.join(STYLES, file), 'utf8');
    for (const m of code.matchAll(
      new RegExp(`import\\s+([\\w$]+)?\\s*,?\\s*(?:\\{([^}]*)\\})?\\s*from\\s*${quoted}`, 'g'),
    )) {
      if (m[1]) names.add('default');
      for (const n of (m[2] ?? '')
        .split(',')
        .map((x) => x.trim().split(/\s+as\s+/)[0])
        .filter(Boolean))
        names.add(n);
    }
    for (const m of code.matchAll(new RegExp(`export\\s*\\{([^}]*)\\}\\s*from\\s*${quoted}`, 'g'))) {
      for (const n of m[1]
        .split(',')
        .map((x) => x.trim().split(/\s+as\s+/)[0])
        .filter(Boolean))
        names.add(n);
    }
    if (new RegExp(`export\\s*\\*\\s*from\\s*${quoted}`).test(code)) {
      const own = readFileSync(path.join(STYLES, module), 'utf8');
      for (const m of own.matchAll(/export\s+(?:const|function|class)\s+([\w$]+)/g)) names.add(m[1]);
      for (const m of own.matchAll(/export\s*\{([^}]*)\}(?!\s*from)/g)) {
        for (const n of m[1]
          .split(',')
          .map((x) =>
            x
              .trim()
              .split(/\s+as\s+/)
              .pop()!,
          )
          .filter(Boolean))
          names.add(n);
      }
    }
  }
  return [...names].sort();
}

describe("MUI's CSS-variables theme, left out of the build", () => {
  it.each(Object.keys(MUI_STAND_INS))('%s: the stand-in has everything MUI takes from it', (module) => {
    const names = takenFrom(module);
    expect(names.length).toBeGreaterThan(0);
    expect(names.filter((name) => !(name in standIn))).toEqual([]);
  });

  it('reads every name MUI takes from the provider module, including those it re-exports', () => {
    expect(takenFrom('./ThemeProviderWithVars.mjs')).toEqual([
      'CssVarsProvider',
      'Experimental_CssVarsProvider',
      'getInitColorSchemeScript',
      'useColorScheme',
    ]);
    expect(takenFrom('./createThemeWithVars.mjs')).toEqual(['default']);
  });

  it("leaves the app's theme on MUI's no-variables paths, which never reach the stand-ins", () => {
    // createTheme builds with variables when given `cssVariables` or `colorSchemes`; ThemeProvider
    // uses the variables provider when the theme has `colorSchemes`.
    expect('colorSchemes' in theme).toBe(false);
    expect((theme as { vars?: unknown }).vars).toBeUndefined();
    expect(theme.palette.primary.main).toBe('#1f4e79');
  });

  it('names the way back when called', () => {
    expect(() => standIn.default()).toThrow(
      /left out of this app's build.*MUI_STAND_INS \(scripts\/vite\/leftOut\.ts\)/,
    );
    expect(() => standIn.CssVarsProvider()).toThrow(/CssVarsProvider\) is left out/);
    expect(() => standIn.useColorScheme()).toThrow(/useColorScheme\) is left out/);
  });
});
