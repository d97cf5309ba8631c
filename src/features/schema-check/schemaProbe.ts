import { env } from '../../config/env';

/** SPEC §7 schema check: a GET on scheduled_rent_increases selecting id with limit 1, with the public key headers. */
export function probeSchema(signal?: AbortSignal): Promise<Response> {
  return fetch(`${env.supabaseUrl}/rest/v1/scheduled_rent_increases?select=id&limit=1`, {
    headers: { apikey: env.supabaseAnonKey, Authorization: `Bearer ${env.supabaseAnonKey}` },
    signal,
  });
}

let early: Promise<Response> | undefined;
/** The early probe's answer, once it is in. */
let earlyAnswer: Response | undefined;

/**
 * A cold start with a session sends the probe from the entry, beside the signed-in
 * code, instead of after the first render (a round trip later on a phone). Nothing here depends
 * on the session: the probe carries the public key only.
 */
export function startSchemaProbe(): void {
  if (early) return;
  const probe = (early = probeSchema());
  // A failure is the check's to report when it takes the probe; never an unhandled rejection here.
  probe.then(
    (answer) => {
      if (early === probe) earlyAnswer = answer;
    },
    () => undefined,
  );
}

/** The probe the entry started, once; every later check (Check Again, Try Again) sends its own. */
export function takeSchemaProbe(): Promise<Response> | undefined {
  const probe = early;
  early = earlyAnswer = undefined;
  return probe;
}

/** The answer to the entry's probe, if it is in and not yet taken; undefined while it is on its way. */
export function answeredSchemaProbe(): Response | undefined {
  return earlyAnswer;
}
