import { systemHandlers } from './system';

/** Happy-path handlers for every domain; tests override failures with server.use(). */
export const handlers = [...systemHandlers];
