import autocannon from 'autocannon';
import { PROPERTY_LIST_SELECT } from '../src/features/properties/propertyQueries';

export interface LoadResult {
  connections: number;
  seconds: number;
  requests: number;
  rps: number;
  p50: number;
  p99: number;
  errors: number;
  non2xx: number;
  timeouts: number;
  paths: string[];
}

/** The app's main list reads, as PostgREST paths (what supabase-js sends for them). */
export function listPaths(today: string, in90: string): string[] {
  return [
    '/rest/v1/tasks?select=id,title,scope,status,property_id,unit_id,vendor_id,due_date,next_due_date,start_date,end_date,recurrence,estimated_cost,actual_cost,property:properties(id,name),unit:units(id,unit_label),vendor:vendors(id,name)&order=due_on.asc.nullslast,id.asc&offset=0&limit=100',
    `/rest/v1/properties?select=${PROPERTY_LIST_SELECT.replace(/\s/g, '')}&order=name.asc`,
    '/rest/v1/vendors?select=*,vendor_property_accounts(*,property:properties(id,name))&order=name.asc&vendor_property_accounts.order=created_at.desc',
    '/rest/v1/property_managers?select=*&order=name.asc',
    `/rest/v1/scheduled_rent_increases?select=*,unit:units!inner(id,unit_label,monthly_rent,property:properties!inner(id,name))&status=in.(Scheduled,Overdue)&effective_date=gte.${today}&effective_date=lte.${in90}&order=effective_date.asc,id.asc`,
  ];
}

/** A bounded load run on loopback: each connection cycles through the list reads with the user's token. */
export async function runLoad(opts: { apiUrl: string; anonKey: string; token: string; paths: string[]; connections: number; seconds: number }): Promise<LoadResult> {
  const result = await autocannon({
    url: opts.apiUrl,
    connections: opts.connections,
    duration: opts.seconds,
    // As a browser asks: the gateway compresses the answers, which is part of what it costs.
    headers: { apikey: opts.anonKey, authorization: `Bearer ${opts.token}`, 'accept-profile': 'public', 'accept-encoding': 'gzip, deflate, br' },
    requests: opts.paths.map((path) => ({ method: 'GET' as const, path })),
  });
  return {
    connections: opts.connections,
    seconds: opts.seconds,
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
