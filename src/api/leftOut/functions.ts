import { leftOut } from './leftOutError';

/** Stands in for @supabase/functions-js in the app's build: built only when `supabase.functions` is read. */
export class FunctionsClient {
  invoke(): never {
    return leftOut('Functions');
  }
  setAuth(): void {}
}

export const FunctionRegion = {} as const;
export class FunctionsError extends Error {}
export class FunctionsFetchError extends FunctionsError {}
export class FunctionsHttpError extends FunctionsError {}
export class FunctionsRelayError extends FunctionsError {}
