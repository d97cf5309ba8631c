import { Link, Typography } from '@mui/material';
import { Link as RouterLink } from 'react-router-dom';
import { ListCard } from '../../components/layout/ListCard';
import { PhoneList } from '../../components/layout/PhoneList';
import { paths } from '../../config/paths';
import { formatCurrency, formatDate } from '../../utils/format';
import { OverdueChip } from '../../components/feedback/OverdueChip';
import { ApplyCheckbox } from './ApplyCheckbox';
import type { UpcomingLine } from './upcomingRules';

/**
 * The upcoming increases on a phone: a property's name, then a card per increase with what the
 * table's six columns say, Apply at the card's foot. The page's range, pager and export stay above.
 */
export function UpcomingCards({ lines, busy }: { lines: UpcomingLine[]; busy: boolean }) {
  return (
    <PhoneList
      label="Upcoming rent increases"
      items={lines}
      itemKey={(line) => line.key}
      busy={busy}
      renderItem={(line) =>
        line.kind === 'group' ? (
          <Typography variant="subtitle1" component="h2" sx={{ fontWeight: 600, pt: 1 }}>
            <Link component={RouterLink} to={paths.property(line.propertyId)}>
              {line.propertyName}
            </Link>
          </Typography>
        ) : (
          <ListCard
            title={line.row.unitLabel}
            status={line.row.status === 'Overdue' ? <OverdueChip /> : undefined}
            details={[
              formatDate(line.row.effectiveDate),
              `${line.row.increasePercent.toFixed(1)}% · +${formatCurrency(line.row.amount)}`,
            ]}
            amount={formatCurrency(line.row.newRent)}
            actions={
              <ApplyCheckbox
                id={line.row.id}
                applied={line.row.applied}
                effectiveDate={line.row.effectiveDate}
                newRent={line.row.newRent}
              />
            }
          />
        )
      }
    />
  );
}
