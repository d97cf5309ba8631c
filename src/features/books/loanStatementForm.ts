import { moneyText, parseMoney } from '../../utils/money';

/** The lender's Form 1098 for one year, as the landlord copies it: interest, and escrow where shown. */
export interface LoanStatementFields {
  property_id: string;
  year: number;
  interest: number;
  taxes: number | null;
  insurance: number | null;
}
export interface LoanStatementForm {
  year: string;
  interest: string;
  taxes: string;
  insurance: string;
}
export type LoanStatementErrors = Partial<Record<keyof LoanStatementForm, string>>;

/** Each year a 1098 may be entered for: the last five before the landlord's year, and this one. */
export function statementYears(todayYear: number): number[] {
  return Array.from({ length: 6 }, (_, i) => todayYear - i);
}

export const newLoanStatementForm = (
  todayYear: number,
  statement?: Pick<LoanStatementFields, 'year' | 'interest' | 'taxes' | 'insurance'>,
): LoanStatementForm =>
  statement
    ? {
        year: String(statement.year),
        interest: moneyText(statement.interest),
        taxes: moneyText(statement.taxes),
        insurance: moneyText(statement.insurance),
      }
    : // In January the statement that arrives is last year's.
      { year: String(todayYear - 1), interest: '', taxes: '', insurance: '' };

/**
 * Box 1 (interest) is required; property tax and insurance are left empty when the statement does
 * not show them, and the payments' split stands for that part.
 */
export function parseLoanStatement(
  propertyId: string,
  form: LoanStatementForm,
): { fields?: LoanStatementFields; errors: LoanStatementErrors } {
  const errors: LoanStatementErrors = {};
  const year = Number(form.year);
  if (!/^\d{4}$/.test(form.year) || year < 2000 || year > 2099) errors.year = 'Choose the year of the statement';
  const interest = parseMoney(form.interest);
  if (interest.error) errors.interest = interest.error;
  else if (interest.value === null) errors.interest = 'Enter the mortgage interest (box 1)';
  const taxes = parseMoney(form.taxes);
  if (taxes.error) errors.taxes = taxes.error;
  const insurance = parseMoney(form.insurance);
  if (insurance.error) errors.insurance = insurance.error;
  if (Object.keys(errors).length > 0) return { errors };
  return {
    errors,
    fields: {
      property_id: propertyId,
      year,
      interest: interest.value ?? 0,
      taxes: taxes.value ?? null,
      insurance: insurance.value ?? null,
    },
  };
}
