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
  }),
});

function makeStore() {
  return configureStore({
    reducer: combineReducers({ [baseApi.reducerPath]: baseApi.reducer, [saveQueueSlice.reducerPath]: saveQueueSlice.reducer }),
    middleware: (getDefault) => getDefault().concat(baseApi.middleware),
  });
}
const items = (store: ReturnType<typeof makeStore>) => store.getState().saveQueue.items;

describe('queueSave: the same save again while it waits (issue 21)', () => {
  beforeEach(() => {
    // The mapped failure's technical text goes to the console; not this test's concern.
    jest.spyOn(console, 'warn').mockImplementation(() => {});
    online = false;
    sent.length = 0;
  });
  afterEach(() => jest.restoreAllMocks());

  it('adds a waiting save once, sends the queue when it is queued again, and answers with that save', async () => {
    const store = makeStore();
    const first = await store.dispatch(queueSave({ key: 'note:u1', endpoint: 'queueTestSave', args: { text: 'a' }, same: 'a' }));
    expect(first?.status).toBe('waiting');
    const again = await store.dispatch(queueSave({ key: 'note:u1', endpoint: 'queueTestSave', args: { text: 'a' }, same: 'a' }));
    expect(again?.id).toBe(first?.id);
    expect(items(store)).toHaveLength(1);

    online = true;
    const sentNow = await store.dispatch(queueSave({ key: 'note:u1', endpoint: 'queueTestSave', args: { text: 'a' }, same: 'a' }));
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
    const first = await store.dispatch(queueSave({ key: 'note:u1', endpoint: 'queueTestSave', args: { text: 'a' }, same: 'a' }));
    const second = await store.dispatch(queueSave({ key: 'note:u1', endpoint: 'queueTestSave', args: { text: 'a' }, same: 'a' }));
    expect(second?.id).not.toBe(first?.id);
    expect(sent).toEqual(['a', 'a']);
  });
});
