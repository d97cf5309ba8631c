import autocannon from 'autocannon';

export interface LoadResult {
  connections: number;
  seconds: number;
  /** Seconds of load before the measured ones, not counted. */
  warmupSeconds: number;
  requests: number;
  rps: number;
  p50: number;
  p99: number;
  errors: number;
  non2xx: number;
  timeouts: number;
  paths: ListRead[];
}

/** One of the app's list reads as supabase-js sends it: a GET of a table, or an rpc POST with its arguments. */
export interface ListRead {
  path: string;
  body?: Record<string, unknown>;
}

/** The app's main list reads, each as its screen opens (properties, vendors and upcoming increases read their first page). */
export function listPaths(today: string, in90: string): ListRead[] {
  return [
    {
      path: '/rest/v1/tasks?select=id,title,scope,status,property_id,unit_id,vendor_id,due_date,next_due_date,start_date,end_date,recurrence,estimated_cost,actual_cost,property:properties(id,name),unit:units(id,unit_label),vendor:vendors(id,name)&order=due_on.asc.nullslast,id.asc&offset=0&limit=100',
    },
    { path: '/rest/v1/rpc/property_cards', body: { p_limit: 24, p_offset: 0 } },
    { path: '/rest/v1/rpc/vendor_rows', body: { p_sort: 'name', p_descending: false, p_limit: 24, p_offset: 0 } },
    { path: '/rest/v1/property_managers?select=*&order=name.asc' },
    { path: '/rest/v1/rpc/upcoming_rent_increases', body: { p_from: today, p_to: in90, p_limit: 50, p_offset: 0 } },
  ];
}

/**
 * Seconds of the same load before the measured run, left out of its figures (autocannon's `warmup`):
 * a stack that has just started answers its first thousand calls slower (Node's JIT, PostgREST's
 * and PostgreSQL's caches), as a server in use does not.
 */
export const WARMUP_SECONDS = 3;

/** autocannon's options with `warmup`, which its types (7.12) do not list yet. */
type WithWarmup = autocannon.Options & { warmup?: { connections: number; duration: number } };

/** A bounded load run on loopback: each connection cycles through the list reads with the user's token. */
export async function runLoad(opts: {
  apiUrl: string;
  anonKey: string;
  token: string;
  paths: ListRead[];
  connections: number;
  seconds: number;
}): Promise<LoadResult> {
  const warmupSeconds = Math.min(WARMUP_SECONDS, opts.seconds);
  const options: WithWarmup = {
    url: opts.apiUrl,
    connections: opts.connections,
    duration: opts.seconds,
    warmup: { connections: opts.connections, duration: warmupSeconds },
    // As a browser asks: the gateway compresses the answers, which is part of what it costs.
    headers: {
      apikey: opts.anonKey,
      authorization: `Bearer ${opts.token}`,
      'accept-profile': 'public',
      'accept-encoding': 'gzip, deflate, br',
    },
    requests: opts.paths.map(({ path, body }) =>
      body
        ? { method: 'POST' as const, path, body: JSON.stringify(body), headers: { 'content-type': 'application/json' } }
        : { method: 'GET' as const, path },
    ),
  };
  const result = await autocannon(options);
  return {
    connections: opts.connections,
    seconds: opts.seconds,
    warmupSeconds,
    requests: result.requests.total,
    rps: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.errors,
    non2xx: result.non2xx,
    timeouts: result.timeouts,
    paths: opts.paths,
  };
}
