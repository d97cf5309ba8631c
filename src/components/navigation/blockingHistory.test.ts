import { UNSAFE_createMemoryHistory as createMemoryHistory } from 'react-router-dom';
import { withBlocking, type Blocker } from './blockingHistory';

/** A memory history at /a → /b → /c, on /c, with what the router hears. */
function historyAt(entries = ['/a', '/b', '/c']) {
  const history = withBlocking(
    createMemoryHistory({ initialEntries: entries, initialIndex: entries.length - 1, v5Compat: true }),
  );
  const heard: string[] = [];
  history.listen(({ action, location }) => heard.push(`${action} ${location.pathname}${location.search}`));
  return { history, heard };
}

describe('withBlocking (useBlocker without the data router)', () => {
  it('passes every navigation through when nothing blocks', () => {
    const { history, heard } = historyAt();
    history.push('/d');
    history.replace('/e?x=1');
    history.go(-1);
    expect(heard).toEqual(['PUSH /d', 'REPLACE /e?x=1', 'POP /c']);
    expect(history.location.pathname).toBe('/c');
  });

  it('holds a push until retried, telling the blocker where from and where to', () => {
    const { history, heard } = historyAt();
    const asked: string[] = [];
    let retry = () => {};
    history.block(({ currentLocation, nextLocation, retry: go }) => {
      asked.push(`${currentLocation.pathname} → ${nextLocation.pathname}${nextLocation.search}`);
      retry = go;
      return true;
    });
    history.push('/d?page=2');
    expect(history.location.pathname).toBe('/c');
    expect(heard).toEqual([]);
    retry();
    expect(heard).toEqual(['PUSH /d?page=2']);
    expect(asked).toEqual(['/c → /d?page=2']);
  });

  it('holds a replace too', () => {
    const { history, heard } = historyAt();
    history.block(() => true);
    history.replace('/z');
    expect(history.location.pathname).toBe('/c');
    expect(heard).toEqual([]);
  });

  it('moves a held back button back, unheard by the router, and replays it on retry', () => {
    const { history, heard } = historyAt();
    let retry = () => {};
    const asked: string[] = [];
    history.block(({ currentLocation, nextLocation, retry: go }) => {
      asked.push(`${currentLocation.pathname} → ${nextLocation.pathname}`);
      retry = go;
      return true;
    });
    history.go(-2);
    expect(history.location.pathname).toBe('/c');
    expect(heard).toEqual([]);
    expect(asked).toEqual(['/c → /a']);
    retry();
    expect(history.location.pathname).toBe('/a');
    expect(heard).toEqual(['POP /a']);
    // The replayed move is not asked about again.
    expect(asked).toHaveLength(1);
  });

  it('lets through what the blocker declines, and nothing once the blocker is removed', () => {
    const { history, heard } = historyAt();
    const decide: Blocker = ({ nextLocation }) => nextLocation.pathname === '/held';
    const remove = history.block(decide);
    history.push('/free');
    history.push('/held');
    expect(heard).toEqual(['PUSH /free']);
    remove();
    history.push('/held');
    expect(heard).toEqual(['PUSH /free', 'PUSH /held']);
  });

  it('asks from where the router is, after earlier moves', () => {
    const { history } = historyAt();
    history.push('/d');
    const from: string[] = [];
    history.block(({ currentLocation }) => {
      from.push(currentLocation.pathname);
      return true;
    });
    history.go(-1);
    history.push('/e');
    expect(from).toEqual(['/d', '/d']);
  });
});
