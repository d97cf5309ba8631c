import { http, HttpResponse } from 'msw';
import { env } from '../src/config/env';

export const SCHEMA_CHECK_URL = `${env.supabaseUrl}/rest/v1/scheduled_rent_increases`;

export const schemaHandlers = [http.get(SCHEMA_CHECK_URL, () => HttpResponse.json([]))];
