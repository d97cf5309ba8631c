import { useEffect } from 'react';

/**
 * Starts a screen's code when the user shows the intent to open it: a pointer over an in-app link,
 * a touch on it, or keyboard focus. The download then overlaps the time until the click.
 */
export function usePrefetchOnIntent(preload: (pathname: string) => void) {
  useEffect(() => {
    const seen = new Set<string>();
    const onIntent = (event: Event) => {
      const link = event.target instanceof Element ? event.target.closest('a[href]') : null;
      if (!(link instanceof HTMLAnchorElement) || link.origin !== window.location.origin) return;
      if (seen.has(link.pathname)) return;
      seen.add(link.pathname);
      preload(link.pathname);
    };
    const events = ['pointerover', 'touchstart', 'focusin'] as const;
    for (const name of events) document.addEventListener(name, onIntent, { passive: true, capture: true });
    return () => {
      for (const name of events) document.removeEventListener(name, onIntent, { capture: true });
    };
  }, [preload]);
}
