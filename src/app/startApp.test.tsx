import type { Root } from 'react-dom/client';
import { testUser } from '../../mocks/fixtures';
import { storeSession } from '../../tests/support/session';
import { startApp } from './startApp';

/** What happened, in order: the reads started, the first render ran (React renders in a task of its own). */
const events: string[] = [];
const reads = jest.fn(() => void events.push('reads'));
let readsModuleMs = 0;

// One route whose first reads' module arrives later than the page's code (a browser loads a
// module in tasks of its own, which a first render already scheduled would run ahead of).
jest.mock('./router', () => ({
  createAppRouter: () => ({
    routes: [
      {
        path: '/slow-reads',
        handle: { firstReads: () => new Promise((resolve) => setTimeout(() => resolve(reads), readsModuleMs)) },
      },
    ],
    history: { location: { pathname: '/slow-reads', search: '?x=1', hash: '' } },
    ready: Promise.resolve(),
  }),
}));

const fakeRoot = () =>
  ({ render: jest.fn(() => void setTimeout(() => events.push('render'), 0)) }) as unknown as Root & {
    render: jest.Mock;
  };
const settle = () => new Promise((resolve) => setTimeout(resolve, 50));

describe('startApp', () => {
  beforeEach(() => {
    events.length = 0;
    reads.mockClear();
  });

  it.each([0, 20])('sends the first reads before the first render, when their module takes %i ms', async (ms) => {
    readsModuleMs = ms;
    storeSession();
    const root = fakeRoot();
    await startApp(root);
    await settle();
    expect(events).toEqual(['reads', 'render']);
    expect(reads).toHaveBeenCalledWith(
      expect.any(Function),
      expect.objectContaining({ userId: testUser.id, params: {}, search: new URLSearchParams('x=1') }),
    );
  });

  it('renders without first reads when no session is stored', async () => {
    readsModuleMs = 0;
    window.localStorage.clear();
    const root = fakeRoot();
    await startApp(root);
    await settle();
    expect(events).toEqual(['render']);
    expect(reads).not.toHaveBeenCalled();
  });
});
