import { formatCurrency } from '../../utils/format';

/** SPEC §9: the calculator shows currency with no decimals; nothing computable shows a dash. */
export const formatWholeCurrency = (amount: number | null) => formatCurrency(amount, 'whole');

/** SPEC §9: percentages with 1 decimal. */
export const formatPercent = (value: number | null) => (value === null ? '—' : `${value.toFixed(1)}%`);

export const formatRatio = (value: number | null) => (value === null ? '—' : value.toFixed(2));
