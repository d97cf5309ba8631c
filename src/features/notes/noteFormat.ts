import { format, parseISO } from 'date-fns';

/** A note's timestamp as the notes screens show it, e.g. Nov 3, 2026 14:05. */
export const formatDateTime = (iso: string) => format(parseISO(iso), 'MMM d, yyyy HH:mm');
