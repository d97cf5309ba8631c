import { Button, Link } from '@mui/material';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { ListCard } from '../../components/layout/ListCard';
import { PhoneList } from '../../components/layout/PhoneList';
import { paths } from '../../config/paths';
import { formatCurrency } from '../../utils/format';
import { balanceText, leaseText, tenantsText } from './rentFormat';
import type { OnMoveIn } from './rentRollColumns';
import { RentStatusChip } from './RentStatusChip';
import type { RentRollRow } from './types';

interface Props {
  rows: RentRollRow[];
  total: number;
  busy: boolean;
  page: number;
  pageSize: number;
  onPage: (page: number) => void;
  onMoveIn: OnMoveIn;
  tools: ReactNode;
  empty: ReactNode;
}

function RentRollCard({ row, onMoveIn }: { row: RentRollRow; onMoveIn: OnMoveIn }) {
  const where = `${row.property_name} · ${row.unit_label}`;
  if (!row.tenancy_id)
    return (
      <ListCard
        title={where}
        status={<RentStatusChip status="vacant" />}
        actions={
          <Button onClick={() => onMoveIn(row)} aria-label={`Move in to ${where}`}>
            Move in
          </Button>
        }
      />
    );
  return (
    <ListCard
      title={
        <Link component={RouterLink} to={paths.tenancy(row.tenancy_id)}>
          {tenantsText(row.tenants)}
        </Link>
      }
      status={<RentStatusChip status={row.status} />}
      details={[
        where,
        leaseText(row),
        [
          row.monthly_rent !== null ? `${formatCurrency(row.monthly_rent)}/mo` : null,
          row.deposit_amount ? `Deposit ${formatCurrency(row.deposit_amount)}` : null,
        ]
          .filter(Boolean)
          .join(' · '),
      ]}
      amount={row.balance !== null ? `Balance ${balanceText(row.balance)}` : undefined}
    />
  );
}

/** /rent-roll on a phone: the page of units as cards, in the database's order, with its pager. */
export function RentRollCards({ rows, total, busy, page, pageSize, onPage, onMoveIn, tools, empty }: Props) {
  return (
    <PhoneList
      label="Rent roll"
      items={rows}
      itemKey={(row) => row.unit_id}
      busy={busy}
      renderItem={(row) => <RentRollCard row={row} onMoveIn={onMoveIn} />}
      tools={tools}
      pager={{
        count: total,
        pageRows: rows.length,
        page,
        pageSize,
        pageSizes: [pageSize],
        label: 'Units per page',
        onChange: (next) => onPage(next),
      }}
      empty={empty}
    />
  );
}
