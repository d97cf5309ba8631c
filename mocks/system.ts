import { http, HttpResponse } from 'msw';
import { env } from '../src/config/env';

export const systemHandlers = [
  http.get(`${env.supabaseUrl}/auth/v1/health`, () =>
    HttpResponse.json({
      version: 'local',
      name: 'GoTrue',
      description: 'GoTrue is a user registration and authentication API',
    }),
  ),
  http.get(`${env.supabaseUrl}/rest/v1/`, () => HttpResponse.json({ swagger: '2.0', paths: {} })),
];
