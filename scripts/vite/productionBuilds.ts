import { createRequire } from 'node:module';
import path from 'node:path';
import type { Plugin } from 'vite';

/**
 * Packages whose package.json sends every bundler to their development build, with the production
 * build beside it: React Router 7 (remix-run/react-router#12532, #14102; its two builds differ only
 * in `ENABLE_DEV_WARNINGS`, whose checks run on the main thread). One of five start-up savings
 * (docs/performance.md#measured-together) that together take 0.12–0.27 s off a phone's cold load;
 * alone, each is within the bench's noise. Each import the app makes, and the file of the
 * production build that answers it, from the package's folder.
 */
export const PRODUCTION_BUILDS: Record<string, { packageName: string; file: string }> = {
  'react-router': { packageName: 'react-router', file: 'dist/production/index.mjs' },
  'react-router/dom': { packageName: 'react-router', file: 'dist/production/dom-export.mjs' },
};

/** The production file that answers `source`, or null for any other import. */
export function productionFile(source: string, root: string): string | null {
  const build = PRODUCTION_BUILDS[source];
  if (!build) return null;
  const packageJson = createRequire(path.join(root, 'package.json')).resolve(`${build.packageName}/package.json`);
  return path.join(path.dirname(packageJson), build.file);
}

/**
 * The production build bundles those packages' production builds, without their
 * development warnings (React Router's warned in every landlord's console). Development and Jest
 * keep the development builds.
 */
export function productionBuilds(root: string): Plugin {
  return {
    name: 'landlordhq:production-builds',
    apply: 'build',
    enforce: 'pre',
    resolveId(source) {
      return productionFile(source, root);
    },
  };
}
