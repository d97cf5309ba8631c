/** A note's timestamp as every screen shows a moment, e.g. Nov 3, 2026, 2:05 PM. */
export { formatDateTime } from '../../utils/format';
