import '@testing-library/jest-dom';
import { configure } from '@testing-library/react';
import { server } from '../../mocks/node';
import { disposeAuth } from '../../src/api/auth';

// Typing into MUI forms and lazy routes take a while on a busy 2-core CI machine.
configure({ asyncUtilTimeout: 10_000 });

// jsdom has no ResizeObserver, which the charts measure their box with. jsdom lays nothing out, so
// this one never reports a size; a test that needs one installs its own.
class NoResizeObserver {
  observe() {}
  unobserve() {}
  disconnect() {}
}
window.ResizeObserver ??= NoResizeObserver;
jest.setTimeout(30_000);

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
beforeEach(() => window.localStorage.clear());
afterEach(() => server.resetHandlers());
afterAll(async () => {
  server.close();
  // The auth client keeps a BroadcastChannel and a refresh timer open; close them so Jest can exit.
  await disposeAuth();
});
