import type { ComponentType } from 'react';
import type { FirstReads } from '../api/firstReads';
import type { RoutePattern } from './routePatterns';

/**
 * One screen as a route manifest declares it (each feature's routes.ts; src/app/routes/routes.ts
 * for screens src/app composes from several features). src/app/router.tsx turns these into routes,
 * and the build reads the same files (scripts/vite/routeModules.ts) to preload each screen's code.
 */
export interface ScreenRoute {
  path: RoutePattern;
  /**
   * The page, loaded on demand. An inline `import('./X')` so that the build makes it a chunk of
   * its own; routes that show the same page share one loader, so moving between them keeps it mounted.
   */
  page: () => Promise<ComponentType>;
  /**
   * What the screen reads first (src/api/firstReads.ts), in a module of its own: the app loads it
   * beside the page's code and starts the reads before the page renders.
   */
  reads?: () => Promise<FirstReads>;
  /** Where the screen sits; the shell (signed in, with the navigation) unless given. */
  frame?: ScreenFrame;
}

/** 'shell': signed in, inside the navigation; 'gate': signed in, no shell; 'open': anyone, no session needed. */
export type ScreenFrame = 'shell' | 'gate' | 'open';
