import { env } from '../config/env';
import { whenPageSettled } from '../utils/whenPageSettled';

/** After the first screen has its data, so the precache (the app's own code) does not compete with it. */
const AFTER_LOAD_MS = 4000;

/**
 * A production build registers the Workbox service worker vite-plugin-pwa generates, so a
 * reload with no signal still opens the app (the drafts and waiting saves are in the browser's
 * storage). Development has no worker.
 */
export function registerServiceWorker() {
  if (env.isDev || typeof navigator === 'undefined' || !('serviceWorker' in navigator)) return;
  whenPageSettled(AFTER_LOAD_MS, () => {
    void import('virtual:pwa-register').then(({ registerSW }) => registerSW({ immediate: true }));
  });
}
