/**
 * Standard amortisation; at 0% the principal is spread evenly over the term. The calculator's
 * projection and a property's loan preview use it; the books split payments with the database's
 * loan_payment_amount, and both run against tests/cases/booksCases.json.
 */
export function loanPayment(principal: number, ratePct: number, termYears: number): number {
  const months = termYears * 12;
  if (principal <= 0 || months <= 0) return 0;
  const r = ratePct / 100 / 12;
  if (r === 0) return principal / months;
  return (principal * r) / (1 - (1 + r) ** -months);
}
