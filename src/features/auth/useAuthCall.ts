import { useCallback, useState } from 'react';
import type { QueryResult } from '../../api/query';

/** A signed-out auth call (authClient) with its pending flag, for the buttons' "Please wait...". */
export function useAuthCall<A>(call: (arg: A) => Promise<QueryResult<null>>) {
  const [pending, setPending] = useState(false);
  const run = useCallback(
    async (arg: A) => {
      setPending(true);
      try {
        return await call(arg);
      } finally {
        setPending(false);
      }
    },
    [call],
  );
  return [run, pending] as const;
}
