import { readFileSync } from 'node:fs';
import path from 'node:path';
import { LEFT_OUT_PACKAGES } from '../../../scripts/vite/leftOut';
import * as functions from './functions';
import * as realtime from './realtime';
import * as storage from './storage';

const ROOT = path.resolve(__dirname, '../../..');
const STANDINS: Record<string, Record<string, unknown>> = {
  'src/api/leftOut/realtime.ts': realtime,
  'src/api/leftOut/storage.ts': storage,
  'src/api/leftOut/functions.ts': functions,
};

/** The names supabase-js's browser build imports from a package. */
function importedFrom(pkg: string): string[] {
  const code = readFileSync(path.join(ROOT, 'node_modules/@supabase/supabase-js/dist/index.mjs'), 'utf8');
  const names: string[] = [];
  for (const m of code.matchAll(/import\s*\{([^}]*)\}\s*from\s*["']([^"']+)["']/g)) {
    if (m[2] === pkg) names.push(...m[1].split(',').map((n) => n.trim().split(/\s+as\s+/)[0]).filter(Boolean));
  }
  return names;
}

describe('supabase-js clients left out of the build (issue 22)', () => {
  it.each(Object.entries(LEFT_OUT_PACKAGES))('%s: the stand-in exports everything supabase-js imports from it', (pkg, file) => {
    const names = importedFrom(pkg);
    expect(names.length).toBeGreaterThan(0);
    const standIn = STANDINS[file];
    expect(standIn).toBeDefined();
    expect(names.filter((name) => !(name in standIn))).toEqual([]);
  });

  it('lets supabase-js build and authorise its Realtime client, and names the way back when called', async () => {
    const client = new realtime.RealtimeClient();
    await expect(client.setAuth()).resolves.toBeUndefined();
    expect(client.getChannels()).toEqual([]);
    expect(() => client.channel()).toThrow(/left out of this app's build.*vite\.config\.mts/);
    expect(() => new storage.StorageClient().from()).toThrow(/Storage client is left out/);
    expect(() => new functions.FunctionsClient().invoke()).toThrow(/Functions client is left out/);
  });
});
