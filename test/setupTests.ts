import '@testing-library/jest-dom';
import { server } from '../mocks/node';
import { supabase } from '../src/api/supabase';

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
beforeEach(() => window.localStorage.clear());
afterEach(() => server.resetHandlers());
afterAll(async () => {
  server.close();
  // The auth client keeps a BroadcastChannel and a refresh timer open; close them so Jest can exit.
  await supabase.auth.dispose();
});
