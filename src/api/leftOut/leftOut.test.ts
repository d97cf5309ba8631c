import { readFileSync } from 'node:fs';
import path from 'node:path';
import { STAND_INS } from '../../../scripts/vite/leftOut';
import * as auth from './auth';
import * as functions from './functions';
import * as realtime from './realtime';
import * as storage from './storage';

const ROOT = path.resolve(__dirname, '../../..');
const MODULES: Record<string, Record<string, unknown>> = {
  'src/api/leftOut/realtime.ts': realtime,
  'src/api/leftOut/storage.ts': storage,
  'src/api/leftOut/functions.ts': functions,
  'src/api/leftOut/auth.ts': auth,
};

/** The names supabase-js's browser build imports from a package. */
function importedFrom(pkg: string): string[] {
  const code = readFileSync(path.join(ROOT, 'node_modules/@supabase/supabase-js/dist/index.mjs'), 'utf8');
  const names: string[] = [];
  for (const m of code.matchAll(/import\s*\{([^}]*)\}\s*from\s*["']([^"']+)["']/g)) {
    if (m[2] === pkg)
      names.push(
        ...m[1]
          .split(',')
          .map((n) => n.trim().split(/\s+as\s+/)[0])
          .filter(Boolean),
      );
  }
  return names;
}

describe("supabase-js's client packages, answered by stand-ins in the build", () => {
  it.each(Object.entries(STAND_INS))('%s: the stand-in exports everything supabase-js imports from it', (pkg, file) => {
    const names = importedFrom(pkg);
    expect(names.length).toBeGreaterThan(0);
    const standIn = MODULES[file];
    expect(standIn).toBeDefined();
    expect(names.filter((name) => !(name in standIn))).toEqual([]);
  });

  it('lets supabase-js build and authorise its Realtime client, and names the way back when called', async () => {
    const client = new realtime.RealtimeClient();
    await expect(client.setAuth()).resolves.toBeUndefined();
    expect(client.getChannels()).toEqual([]);
    expect(() => client.channel()).toThrow(/left out of this app's build.*STAND_INS \(scripts\/vite\/leftOut\.ts\)/);
    expect(() => new storage.StorageClient().from()).toThrow(/Storage client is left out/);
    expect(() => new functions.FunctionsClient().invoke()).toThrow(/Functions client is left out/);
    expect(() => new auth.AuthClient()).toThrow(/makes it on demand \(src\/api\/auth\.ts/);
  });
});
