/**
 * A run's cold loads in rounds: each round loads every screen once, in the same order, so a
 * screen's loads lie a round apart (a minute or more on the phone preset) rather than back to back.
 * On a shared 2-core machine a slow spell lasts tens of seconds: back to back, it fell on all three
 * loads of the one or two screens measured then, and the median, there to set one odd load aside,
 * took it as those screens' time. A round apart, it falls on one load of each, and every screen's
 * median, the floor's (the calculator) included, comes from three separate moments of the run.
 *
 * `load` is told the round (from 0). A load `stalled` names (the harness failed, not the app: it
 * returns what the load waited for) is measured again at once, once per screen. `onScreen` hears
 * each screen when its last load is in.
 */
export async function loadInRounds<S, L>(
  screens: S[],
  rounds: number,
  load: (screen: S, round: number) => Promise<L>,
  {
    stalled,
    onScreen,
  }: { stalled?: (load: L) => string[] | null; onScreen?: (screen: S, runs: L[], rerun: string[]) => void } = {},
): Promise<Array<{ screen: S; runs: L[]; rerun: string[] }>> {
  const measured = screens.map((screen) => ({ screen, runs: [] as L[], rerun: [] as string[] }));
  for (let round = 0; round < rounds; round++) {
    for (const entry of measured) {
      let cold = await load(entry.screen, round);
      const waitedFor = entry.rerun.length === 0 ? stalled?.(cold) : null;
      if (waitedFor) {
        entry.rerun = waitedFor;
        cold = await load(entry.screen, round);
      }
      entry.runs.push(cold);
      if (round === rounds - 1) onScreen?.(entry.screen, entry.runs, entry.rerun);
    }
  }
  return measured;
}
