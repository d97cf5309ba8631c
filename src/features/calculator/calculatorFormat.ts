const wholeDollars = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD', maximumFractionDigits: 0 });

/** SPEC §9: the calculator shows currency with no decimals; nothing computable shows a dash. */
export const formatWholeCurrency = (amount: number | null) => (amount === null ? '—' : wholeDollars.format(Math.round(amount) || 0));

/** SPEC §9: percentages with 1 decimal. */
export const formatPercent = (value: number | null) => (value === null ? '—' : `${value.toFixed(1)}%`);

export const formatRatio = (value: number | null) => (value === null ? '—' : value.toFixed(2));
