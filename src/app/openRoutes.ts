/** The one route open to everyone (src/app/router.tsx, which spells it out): it reads the backend without a session. */
export const STATUS_PATH = '/status';
