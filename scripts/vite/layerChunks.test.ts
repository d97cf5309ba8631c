import type { Rolldown } from 'vite';
import { missingLayerChunks } from './preloadSignedIn';

const bundle = (...names: string[]) =>
  Object.fromEntries(
    names.map((name) => [`assets/${name}-1.js`, { type: 'chunk', name, fileName: `assets/${name}-1.js` }]),
  ) as unknown as Rolldown.OutputBundle;

describe('missingLayerChunks', () => {
  it('finds nothing missing when both layers came out as chunks', () => {
    expect(missingLayerChunks(bundle('entry', 'signed-in', 'TasksPage'))).toEqual([]);
  });

  it('names each layer the bundler did not make, so the build stops', () => {
    expect(missingLayerChunks(bundle('index', 'TasksPage'))).toEqual(['entry', 'signed-in']);
    expect(missingLayerChunks(bundle('entry', 'TasksPage'))).toEqual(['signed-in']);
  });
});
