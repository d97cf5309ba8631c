import { theme } from '../../theme/theme';

/** A FilterPanel behind a "Filters" toggle (true), always open (false), or behind the toggle on a phone only. */
export type Collapsible = boolean | 'phone';

/** A phone: below the theme's sm breakpoint. */
export const PHONE = theme.breakpoints.down('sm');

/** Whether this screen is a phone's; a browser without media queries counts as a wide screen, as MUI's useMediaQuery answers there. */
export function isPhoneScreen(): boolean {
  return (
    typeof window !== 'undefined' &&
    typeof window.matchMedia === 'function' &&
    window.matchMedia(PHONE.replace(/^@media\s*/, '')).matches
  );
}

/**
 * Whether a FilterPanel opens with the screen, its fields drawn: for a screen's first reads, which
 * start before it renders and read the fields' choices only when the fields will show.
 */
export function opensWithScreen(active: boolean, collapsible: Collapsible, phone = isPhoneScreen()): boolean {
  if (active || collapsible === false) return true;
  return collapsible === 'phone' && !phone;
}
