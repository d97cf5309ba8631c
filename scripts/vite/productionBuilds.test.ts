import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { PRODUCTION_BUILDS, productionFile } from './productionBuilds';

const root = path.resolve(__dirname, '..', '..');
const dist = (build: 'development' | 'production') => path.join(root, 'node_modules', 'react-router', 'dist', build);
/** A build's modules, with the hashes of its chunk names taken out. */
const modules = (build: 'development' | 'production') =>
  readdirSync(dist(build))
    .filter((file) => file.endsWith('.mjs'))
    .map((file) => readFileSync(path.join(dist(build), file), 'utf8').replace(/chunk-[A-Z0-9]+\.mjs/g, 'chunk.mjs'))
    .sort();

describe('production builds', () => {
  it.each(Object.keys(PRODUCTION_BUILDS))('answers %s with a file of the production build', (source) => {
    const file = productionFile(source, root)!;
    expect(file).toContain(`${path.sep}dist${path.sep}production${path.sep}`);
    expect(existsSync(file)).toBe(true);
  });

  it('leaves every other import alone', () => {
    expect(productionFile('react-router-dom', root)).toBeNull();
    expect(productionFile('react', root)).toBeNull();
  });

  it("takes nothing but React Router's development warnings out: its two builds differ in that switch alone", () => {
    const development = modules('development');
    const production = modules('production');
    expect(production).toHaveLength(development.length);
    const differing = development.flatMap((text, i) => {
      const other = production[i].split('\n');
      return text.split('\n').flatMap((line, n) => (line === other[n] ? [] : [`${line} → ${other[n]}`]));
    });
    expect(differing).toEqual(['var ENABLE_DEV_WARNINGS = true; → var ENABLE_DEV_WARNINGS = false;']);
  });
});
