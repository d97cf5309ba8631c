import { baseApi } from '../../api/baseApi';
import { toAppError } from '../../api/errors';
import { env } from '../../config/env';

export interface ServiceHealth {
  name: 'auth' | 'rest';
  reachable: boolean;
  status: number | null;
}

async function probe(name: ServiceHealth['name'], path: string, signal: AbortSignal): Promise<ServiceHealth> {
  try {
    const res = await fetch(`${env.supabaseUrl}${path}`, { headers: { apikey: env.supabaseAnonKey }, signal });
    return { name, reachable: res.ok, status: res.status };
  } catch {
    return { name, reachable: false, status: null };
  }
}

export const systemApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getBackendHealth: build.query<ServiceHealth[], void>({
      queryFn: async (_arg, { signal }) => {
        try {
          const results = await Promise.all([
            probe('auth', '/auth/v1/health', signal),
            probe('rest', '/rest/v1/', signal),
          ]);
          return { data: results };
        } catch (error) {
          return { error: toAppError(error) };
        }
      },
      keepUnusedDataFor: 0,
    }),
  }),
});

export const { useGetBackendHealthQuery } = systemApi;
