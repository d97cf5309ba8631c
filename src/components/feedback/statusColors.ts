export type StatusColor = 'default' | 'primary' | 'success' | 'warning' | 'error';

/**
 * One colour per status word wherever it shows (a list's row, a phone's card, a detail page): the
 * same word never wears two colours. Late is red, due now amber, done green, waiting blue, set aside grey.
 */
const COLORS: Record<string, StatusColor> = {
  Overdue: 'error',
  'Due Today': 'warning',
  Completed: 'success',
  Applied: 'success',
  Open: 'primary',
  Scheduled: 'primary',
  Skipped: 'default',
  Cancelled: 'default',
  // This month's rent (the rent roll, a tenancy).
  Late: 'error',
  Unpaid: 'warning',
  'Partly paid': 'warning',
  Paid: 'success',
  Credit: 'primary',
  Vacant: 'default',
};

export const statusColor = (status: string): StatusColor => COLORS[status] ?? 'default';
