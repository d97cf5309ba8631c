import { createContext, useContext, useEffect, useRef, useState } from 'react';
import type { Blocker, BlockingHistory } from './blockingHistory';

/** The app's history (src/app/App.tsx; the tests' memory history in tests/support/renderWithProviders.tsx). */
export const BlockingHistoryContext = createContext<BlockingHistory | null>(null);

type ShouldBlock = (navigation: Omit<Parameters<Blocker>[0], 'retry'>) => boolean;

export type NavigationBlocker =
  | { state: 'unblocked'; proceed?: undefined; reset?: undefined }
  | { state: 'blocked'; proceed: () => void; reset: () => void };

/**
 * Holds navigations `shouldBlock` names until the user decides, as React Router's `useBlocker`
 * does for its data router: 'blocked' with `proceed` (go on) and `reset` (stay).
 */
export function useNavigationBlocker(shouldBlock: ShouldBlock): NavigationBlocker {
  const history = useContext(BlockingHistoryContext);
  const latest = useRef(shouldBlock);
  useEffect(() => {
    latest.current = shouldBlock;
  });
  const [held, setHeld] = useState<{ retry: () => void } | null>(null);

  useEffect(
    () =>
      history?.block(({ retry, ...navigation }) => {
        if (!latest.current(navigation)) return false;
        setHeld({ retry });
        return true;
      }),
    [history],
  );

  if (!held) return { state: 'unblocked' };
  return {
    state: 'blocked',
    proceed: () => {
      setHeld(null);
      held.retry();
    },
    reset: () => setHeld(null),
  };
}
