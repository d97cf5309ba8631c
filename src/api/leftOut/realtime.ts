import { leftOut } from './leftOutError';

/** Stands in for @supabase/realtime-js in the app's build: supabase-js builds one and sets its token. */
export class RealtimeClient {
  setAuth(): Promise<void> {
    return Promise.resolve();
  }
  getChannels(): never[] {
    return [];
  }
  channel(): never {
    return leftOut('Realtime');
  }
  removeChannel(): Promise<'ok'> {
    return Promise.resolve('ok');
  }
  removeAllChannels(): Promise<never[]> {
    return Promise.resolve([]);
  }
}
