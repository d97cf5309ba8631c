import { Table, TableBody, TableCell, TableContainer, TableHead, TableRow } from '@mui/material';
import type { ReactNode } from 'react';
import { formatCurrency } from '../../utils/format';
import { FIGURES, type ProfitFigures } from './profitRules';

export interface ProfitColumn {
  key: string;
  heading: ReactNode;
  figures: ProfitFigures;
}

/**
 * The figures as rows, one column per period: two periods fit a phone, the figures' names wrapping;
 * more scroll sideways inside the card.
 */
export function ProfitTable({ label, columns }: { label: string; columns: ProfitColumn[] }) {
  return (
    <TableContainer tabIndex={0} role="region" aria-label={label} sx={{ overflowX: 'auto' }}>
      <Table size="small" aria-label={label}>
        <TableHead>
          <TableRow>
            <TableCell component="th" scope="col" />
            {columns.map((c) => (
              <TableCell key={c.key} component="th" scope="col" align="right" sx={{ whiteSpace: 'nowrap' }}>
                {c.heading}
              </TableCell>
            ))}
          </TableRow>
        </TableHead>
        <TableBody>
          {FIGURES.map((f) => (
            <TableRow key={f.key} sx={f.total ? { '& > *': { fontWeight: 700 } } : undefined}>
              <TableCell component="th" scope="row">
                {f.label}
              </TableCell>
              {columns.map((c) => (
                <TableCell key={c.key} align="right" sx={{ whiteSpace: 'nowrap' }}>
                  {formatCurrency(c.figures[f.key])}
                </TableCell>
              ))}
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
