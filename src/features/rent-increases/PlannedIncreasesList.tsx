import BlockOutlinedIcon from '@mui/icons-material/BlockOutlined';
import DeleteOutlinedIcon from '@mui/icons-material/DeleteOutlined';
import { Box, Card, CardContent, Divider, IconButton, Typography, useMediaQuery } from '@mui/material';
import { useLandlordTimeZone } from '../../api/useLandlordToday';
import { StatusChip } from '../../components/feedback/StatusChip';
import { PHONE } from '../../components/layout/filterPanelRules';
import { ListCard } from '../../components/layout/ListCard';
import { ListPager } from '../../components/layout/ListPager';
import { PhoneList } from '../../components/layout/PhoneList';
import { WindowedList } from '../../components/layout/WindowedList';
import { formatCurrency, formatDate } from '../../utils/format';
import { takenBackNote } from './applyRules';
import { ApplyCheckbox } from './ApplyCheckbox';
import { TakeBackButton } from './TakeBackButton';
import type { PlannedIncrease, PlannedPage } from './rentIncreaseQueries';

/** The list's first screenful: below the planner's form, a phone shows one or two increases, a desktop four. */
const FIRST_INCREASES = 4;

interface Paging {
  page: number;
  pageSize: number;
}
interface Props {
  /** One page of the list, with the count over all pages. */
  page: PlannedPage;
  paging: Paging;
  busy: boolean;
  onPaging: (paging: Paging) => void;
  onApplyError: (message: string) => void;
  onDelete: (increase: PlannedIncrease) => void;
  onCancel: (increase: PlannedIncrease) => void;
}

export const PLANNED_PAGE_SIZES = [25, 50, 100];

/** Only an increase not yet applied or cancelled can be applied or cancelled (SPEC §4). */
const isOpen = (i: PlannedIncrease) => i.status === 'Scheduled' || i.status === 'Overdue';

export const describeIncrease = (i: Pick<PlannedIncrease, 'basis' | 'percent' | 'amount'>) =>
  i.basis === 'Percent' ? `+${Number(i.percent)}%` : `+${formatCurrency(i.amount)}`;

export const increaseTitle = (i: PlannedIncrease) => `${i.unit.property.name} · ${i.unit.unit_label}`;

type ActionProps = Pick<Props, 'onApplyError' | 'onDelete' | 'onCancel'> & { increase: PlannedIncrease };

/** 'Mark as Applied' first, then Cancel (the row stays, as Cancelled) and Delete. */
function IncreaseActions({ increase: i, onApplyError, onDelete, onCancel }: ActionProps) {
  return (
    <>
      {i.status !== 'Cancelled' && (
        <ApplyCheckbox
          id={i.id}
          applied={i.applied}
          effectiveDate={i.effective_date}
          newRent={i.planned_new_rent}
          onError={onApplyError}
        />
      )}
      <TakeBackButton id={i.id} applied={i.applied} effectiveDate={i.effective_date} />
      {isOpen(i) && (
        <IconButton
          aria-label={`Cancel increase for ${increaseTitle(i)} on ${formatDate(i.effective_date)}`}
          title="Cancel (keeps it as Cancelled)"
          onClick={() => onCancel(i)}
        >
          <BlockOutlinedIcon />
        </IconButton>
      )}
      <IconButton
        aria-label={`Delete increase for ${increaseTitle(i)} on ${formatDate(i.effective_date)}`}
        onClick={() => onDelete(i)}
      >
        <DeleteOutlinedIcon />
      </IconButton>
    </>
  );
}

/** The planner's list by date, each increase with its actions; on a phone, a card per increase. */
export function PlannedIncreasesList({ page, paging, busy, onPaging, onApplyError, onDelete, onCancel }: Props) {
  const { increases, total } = page;
  const timeZone = useLandlordTimeZone();
  const phone = useMediaQuery(PHONE, { noSsr: true });
  const pager = {
    count: total.count,
    exact: total.exact,
    pageRows: increases.length,
    page: paging.page,
    pageSize: paging.pageSize,
    pageSizes: PLANNED_PAGE_SIZES,
    label: 'Increases per page',
    onChange: (page: number, pageSize: number) => onPaging({ page, pageSize }),
    scrollToTop: false,
  };
  if (phone)
    return (
      <Box component="section" aria-labelledby="planned-increases">
        <Typography id="planned-increases" variant="h3" component="h2" gutterBottom>
          Scheduled increases
        </Typography>
        {total.count === 0 ? (
          <Typography color="textSecondary">No rent increases planned yet.</Typography>
        ) : (
          <PhoneList
            label="Scheduled increases"
            items={increases}
            itemKey={(i) => i.id}
            busy={busy}
            firstBatch={FIRST_INCREASES}
            pager={pager}
            renderItem={(i) => (
              <ListCard
                title={increaseTitle(i)}
                status={<StatusChip status={i.status} />}
                details={[
                  `${formatDate(i.effective_date)} · ${describeIncrease(i)}`,
                  ...(!i.applied && i.taken_back_at ? [takenBackNote(i.taken_back_at, timeZone)] : []),
                ]}
                amount={formatCurrency(i.planned_new_rent)}
                actions={
                  <IncreaseActions increase={i} onApplyError={onApplyError} onDelete={onDelete} onCancel={onCancel} />
                }
              />
            )}
          />
        )}
      </Box>
    );
  return (
    <Card>
      <CardContent>
        <Typography variant="h3" component="h2" gutterBottom>
          Scheduled increases
        </Typography>
        {total.count === 0 ? (
          <Typography color="textSecondary">No rent increases planned yet.</Typography>
        ) : (
          <>
            <ListPager {...pager} busy={busy} />
            <WindowedList
              label="Scheduled increases"
              firstBatch={FIRST_INCREASES}
              items={increases}
              itemKey={(i) => i.id}
              renderItem={(i, index) => (
                <>
                  {index > 0 && <Divider />}
                  <Box
                    sx={{
                      display: 'flex',
                      flexWrap: 'wrap',
                      gap: 1,
                      alignItems: 'center',
                      py: 1,
                    }}
                    role="group"
                    aria-label={`${increaseTitle(i)} on ${formatDate(i.effective_date)}`}
                  >
                    <Box sx={{ flex: '1 1 220px', minWidth: 0 }}>
                      <Typography sx={{ fontWeight: 500 }}>{increaseTitle(i)}</Typography>
                      <Typography variant="body2" color="textSecondary">
                        {formatDate(i.effective_date)} · {describeIncrease(i)} → {formatCurrency(i.planned_new_rent)}
                      </Typography>
                      {!i.applied && i.taken_back_at && (
                        <Typography variant="caption" color="textSecondary">
                          {takenBackNote(i.taken_back_at, timeZone)}
                        </Typography>
                      )}
                    </Box>
                    {i.status !== 'Scheduled' && <StatusChip status={i.status} />}
                    <IncreaseActions increase={i} onApplyError={onApplyError} onDelete={onDelete} onCancel={onCancel} />
                  </Box>
                </>
              )}
            />
          </>
        )}
      </CardContent>
    </Card>
  );
}
