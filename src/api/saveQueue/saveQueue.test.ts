import { combineReducers, configureStore } from '@reduxjs/toolkit';
import { baseApi } from '../baseApi';
import { drainSaveQueue, queueSave } from './saveQueue';
import { saveQueueSlice } from './saveQueueSlice';

/** A save endpoint whose answers the test decides: a network failure, or saved. */
let online = false;
const sent: string[] = [];
baseApi.injectEndpoints({
  endpoints: (build) => ({
    queueTestSave: build.mutation<{ ok: true }, { text: string }>({
      queryFn: ({ text }) => {
        if (!online) return { error: { message: 'Failed to fetch', status: 0 } };
        sent.push(text);
        return { data: { ok: true } };
      },
    }),
    queueTestRefused: build.mutation<{ ok: true }, { text: string }>({
      queryFn: () =>
        online
          ? { error: { message: 'Task not found', code: 'P0002' } }
          : { error: { message: 'Failed to fetch', status: 0 } },
    }),
  }),
});

function makeStore() {
  return configureStore({
    reducer: combineReducers({
      [baseApi.reducerPath]: baseApi.reducer,
      [saveQueueSlice.reducerPath]: saveQueueSlice.reducer,
    }),
    middleware: (getDefault) => getDefault().concat(baseApi.middleware),
  });
}
const items = (store: ReturnType<typeof makeStore>) => store.getState().saveQueue.items;

describe('queueSave: the same save again while it waits', () => {
  beforeEach(() => {
    // The mapped failure's technical text goes to the console; not this test's concern.
    jest.spyOn(console, 'warn').mockImplementation(() => {});
    online = false;
    sent.length = 0;
  });
  afterEach(() => jest.restoreAllMocks());

  it('adds a waiting save once, sends the queue when it is queued again, and answers with that save', async () => {
    const store = makeStore();
    const first = await store.dispatch(
      queueSave({ key: 'note:u1', endpoint: 'queueTestSave', args: { text: 'a' }, same: 'a' }),
    );
    expect(first?.status).toBe('waiting');
    const again = await store.dispatch(
      queueSave({ key: 'note:u1', endpoint: 'queueTestSave', args: { text: 'a' }, same: 'a' }),
    );
    expect(again?.id).toBe(first?.id);
    expect(items(store)).toHaveLength(1);

    online = true;
    const sentNow = await store.dispatch(
      queueSave({ key: 'note:u1', endpoint: 'queueTestSave', args: { text: 'a' }, same: 'a' }),
    );
    expect(sentNow).toMatchObject({ id: first?.id, status: 'saved' });
    expect(sent).toEqual(['a']);
  });

  it('queues a different save under the same key, a save under another key, and one without `same`, each in order', async () => {
    const store = makeStore();
    await store.dispatch(queueSave({ key: 'note:u1', endpoint: 'queueTestSave', args: { text: 'a' }, same: 'a' }));
    await store.dispatch(queueSave({ key: 'note:u1', endpoint: 'queueTestSave', args: { text: 'b' }, same: 'b' }));
    await store.dispatch(queueSave({ key: 'note:u2', endpoint: 'queueTestSave', args: { text: 'b2' }, same: 'b' }));
    await store.dispatch(queueSave({ key: 'note:u2', endpoint: 'queueTestSave', args: { text: 'c' } }));
    await store.dispatch(queueSave({ key: 'note:u2', endpoint: 'queueTestSave', args: { text: 'c' } }));
    expect(items(store).map((i) => i.status)).toEqual(['waiting', 'waiting', 'waiting', 'waiting', 'waiting']);
    online = true;
    await store.dispatch(drainSaveQueue());
    expect(sent).toEqual(['a', 'b', 'b2', 'c', 'c']);
  });

  it('adds the same text anew once the earlier save is saved (a second note is what the user asked for)', async () => {
    online = true;
    const store = makeStore();
    const first = await store.dispatch(
      queueSave({ key: 'note:u1', endpoint: 'queueTestSave', args: { text: 'a' }, same: 'a' }),
    );
    const second = await store.dispatch(
      queueSave({ key: 'note:u1', endpoint: 'queueTestSave', args: { text: 'a' }, same: 'a' }),
    );
    expect(second?.id).not.toBe(first?.id);
    expect(sent).toEqual(['a', 'a']);
  });
});

describe('queueSave: what a save shows while it waits', () => {
  beforeEach(() => {
    jest.spyOn(console, 'warn').mockImplementation(() => {});
    online = false;
    sent.length = 0;
  });
  afterEach(() => jest.restoreAllMocks());

  /** A stand-in for an optimistic cache change: records that it was made and undone. */
  function shownChange(log: string[], name: string) {
    return () => {
      log.push(`show ${name}`);
      return [{ undo: () => void log.push(`undo ${name}`) }];
    };
  }

  it('shows a save at once, even behind saves that wait for the connection, and keeps it once sent', async () => {
    const store = makeStore();
    const log: string[] = [];
    for (const text of ['n1', 'n2', 'n3'])
      await store.dispatch(queueSave({ key: `note:${text}`, endpoint: 'queueTestSave', args: { text } }));
    const completion = await store.dispatch(
      queueSave({
        key: 'task-complete:t1',
        endpoint: 'queueTestSave',
        args: { text: 'done' },
        show: shownChange(log, 'done'),
      }),
    );
    expect(completion?.status).toBe('waiting');
    expect(log).toEqual(['show done']);

    online = true;
    await store.dispatch(drainSaveQueue());
    expect(sent).toEqual(['n1', 'n2', 'n3', 'done']);
    expect(log).toEqual(['show done']);
  });

  it('undoes what a save showed when the server refuses it, and shows a save queued again only once', async () => {
    const store = makeStore();
    const log: string[] = [];
    await store.dispatch(queueSave({ key: 'note:n1', endpoint: 'queueTestSave', args: { text: 'n1' } }));
    await store.dispatch(
      queueSave({
        key: 'k',
        endpoint: 'queueTestRefused',
        args: { text: 'x' },
        same: 'x',
        show: shownChange(log, 'x'),
      }),
    );
    await store.dispatch(
      queueSave({
        key: 'k',
        endpoint: 'queueTestRefused',
        args: { text: 'x' },
        same: 'x',
        show: shownChange(log, 'x'),
      }),
    );
    expect(log).toEqual(['show x']);

    online = true;
    await store.dispatch(drainSaveQueue());
    expect(items(store).map((i) => i.status)).toEqual(['saved', 'refused']);
    expect(log).toEqual(['show x', 'undo x']);
  });
});
