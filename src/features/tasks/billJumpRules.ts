import { formatCurrency } from '../../utils/format';

/** How many previous payments the rule looks at, and how many it needs. */
export const JUMP_HISTORY = 6;
export const JUMP_MIN_HISTORY = 3;
export const JUMP_FACTOR = 1.5;

export interface BillJump {
  isJump: boolean;
  /** The median of the previous payments, to the cent; null without any. */
  usual: number | null;
  /** amount / usual to one decimal, e.g. 2.7; null without a usual amount. */
  ratio: number | null;
}

/**
 * Variable bills: a payment is a jump when it is more than 1.5 times the median of
 * the same task's 6 most recent payments (`prior`, newest first), given at least 3 of them;
 * 0 is not a payment. A copy of the database's bill_jump, which flags stored payments; the
 * completion dialog warns with this one as the amount is typed. Both run against
 * tests/cases/billJumpCases.json.
 */
export function billJump(amount: number, prior: number[]): BillJump {
  const recent = prior.slice(0, JUMP_HISTORY).filter((x) => x > 0);
  if (recent.length === 0) return { isJump: false, usual: null, ratio: null };
  const sorted = [...recent].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  const median = sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
  const usual = Math.round(median * 100) / 100;
  return {
    isJump: recent.length >= JUMP_MIN_HISTORY && amount > JUMP_FACTOR * usual,
    usual,
    ratio: usual > 0 ? Math.round((amount / usual) * 10) / 10 : null,
  };
}

/** "$131 is 2.7× the usual $48 — possible leak?" */
export const jumpWarning = (amount: number, jump: BillJump) =>
  `${formatCurrency(amount, 'trimmed')} is ${jump.ratio}× the usual ${formatCurrency(jump.usual ?? 0, 'trimmed')} — possible leak?`;
