import { downloadCsv } from '../../utils/csv';
import type { OwnerStatement } from './ownerStatementsApi';
import { yearCsv } from './ownerStatementRules';

/** The year's twelve statements as one CSV file. */
export function downloadYear(statement: OwnerStatement) {
  const { fileName, header, rows } = yearCsv(statement);
  downloadCsv(fileName, header, rows);
}
