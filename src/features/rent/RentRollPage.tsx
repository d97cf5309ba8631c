import DownloadIcon from '@mui/icons-material/Download';
import { Alert, Button, Card, Stack, Typography, useMediaQuery } from '@mui/material';
import type { GridPaginationModel } from '@mui/x-data-grid';
import { type ReactNode, useCallback, useEffect, useMemo, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { errorMessage } from '../../api/errors';
import { DeferredDataGrid, preloadDataGrid } from '../../components/data-grid/DeferredDataGrid';
import { EmptyState } from '../../components/feedback/EmptyState';
import { LoadError } from '../../components/feedback/LoadError';
import { PHONE } from '../../components/layout/filterPanelRules';
import { PageHeader } from '../../components/layout/PageHeader';
import { saveCsv } from '../../utils/csv';
import { formatCurrency } from '../../utils/format';
import { MoveInDialog, type MoveInUnit } from './MoveInDialog';
import { useGetRentRollQuery, useLazyGetRentRollExportQuery } from './rentApi';
import { balanceText } from './rentFormat';
import { RentRollCards } from './RentRollCards';
import { rentRollColumns } from './rentRollColumns';
import { rentRollCsv } from './rentRollExport';
import { RentRollFiltersBar } from './RentRollFiltersBar';
import { RENT_ROLL_PAGE_SIZE, rentRollFiltersFrom, rentRollSearchParams } from './rentRollRules';
import type { RentRollFilters, RentRollRow, RentRollTotals } from './types';

const GRID_TOOLBAR = {
  toolbar: { csvOptions: { disableToolbarButton: true }, printOptions: { disableToolbarButton: true } },
};

function NoUnits() {
  return (
    <Typography color="textSecondary" sx={{ display: 'grid', placeItems: 'center', height: '100%' }}>
      No units match these filters
    </Typography>
  );
}

function TotalsLine({ totals }: { totals: RentRollTotals | undefined }) {
  return (
    <Card component="section" aria-label="Totals" sx={{ mb: 2, px: 2, py: 1.5 }}>
      <Typography role="status" aria-label="Rent roll totals">
        {totals
          ? [
              `${totals.units} ${totals.units === 1 ? 'unit' : 'units'}, ${totals.occupied} occupied`,
              `Rent ${formatCurrency(totals.monthly_rent)}/mo`,
              `Deposits held ${formatCurrency(totals.deposits_held)}`,
              `Balance ${balanceText(totals.balance)}`,
            ].join(' · ')
          : '…'}
      </Typography>
    </Card>
  );
}

/**
 * /rent-roll: every unit, vacant ones too, with its tenancy in force and where its rent stands this
 * month. `importActions`: the Import buttons (a rent roll, past payments), composed in src/app (they
 * belong to the data-transfer feature).
 */
export function RentRollPage({ importActions }: { importActions?: ReactNode } = {}) {
  const [params, setParams] = useSearchParams();
  const phone = useMediaQuery(PHONE, { noSsr: true });
  useEffect(() => {
    if (!phone) void preloadDataGrid();
  }, [phone]);
  const filters = useMemo(() => rentRollFiltersFrom(params), [params]);
  const filterKey = params.toString();
  const [paging, setPaging] = useState({ key: filterKey, page: 0 });
  const page = paging.key === filterKey ? paging.page : 0;
  const { data, error, isLoading, isFetching, refetch } = useGetRentRollQuery({
    filters,
    page,
    pageSize: RENT_ROLL_PAGE_SIZE,
  });
  const [exportAll, exporting] = useLazyGetRentRollExportQuery();
  const [movingIn, setMovingIn] = useState<MoveInUnit | null>(null);
  const onMoveIn = useCallback(
    (row: RentRollRow) =>
      setMovingIn({ id: row.unit_id, unit_label: row.unit_label, property_name: row.property_name }),
    [],
  );
  const columns = useMemo(() => rentRollColumns(onMoveIn), [onMoveIn]);
  const setFilters = (next: RentRollFilters) => setParams(rentRollSearchParams(next), { replace: true });
  const onPage = useCallback((next: number) => setPaging({ key: filterKey, page: next }), [filterKey]);

  const exportCsv = async () => {
    const result = await exportAll(filters);
    if (result.data)
      saveCsv(`rent-roll${filterKey ? `-${filterKey.replace(/[^\w-]+/g, '_')}` : ''}.csv`, rentRollCsv(result.data));
  };
  const exportButton = (
    <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap', justifyContent: 'flex-end' }}>
      {importActions}
      <Button
        onClick={() => void exportCsv()}
        variant="outlined"
        startIcon={<DownloadIcon />}
        disabled={exporting.isFetching}
      >
        {exporting.isFetching ? 'Exporting...' : 'Export CSV'}
      </Button>
    </Stack>
  );

  return (
    <>
      <PageHeader title="Rent Roll" actions={phone ? undefined : exportButton} />
      <RentRollFiltersBar filters={filters} onChange={setFilters} />
      {exporting.error && (
        <Alert severity="error" sx={{ mb: 2 }}>
          Could not export: {errorMessage(exporting.error)}
        </Alert>
      )}
      <TotalsLine totals={data?.totals} />
      {error ? (
        <LoadError error={error} onRetry={refetch} />
      ) : isLoading ? (
        <Typography role="status" color="textSecondary" sx={{ py: 4, textAlign: 'center' }}>
          Loading the rent roll...
        </Typography>
      ) : phone ? (
        <RentRollCards
          rows={data?.rows ?? []}
          total={data?.total ?? 0}
          busy={isFetching}
          page={page}
          pageSize={RENT_ROLL_PAGE_SIZE}
          onPage={onPage}
          onMoveIn={onMoveIn}
          tools={<Stack sx={{ ml: 'auto' }}>{exportButton}</Stack>}
          empty={
            <Card>
              <EmptyState title="No units match these filters" />
            </Card>
          }
        />
      ) : (
        <DeferredDataGrid
          label="Rent roll"
          rows={data?.rows ?? []}
          getRowId={(row: RentRollRow) => row.unit_id}
          columns={columns}
          loading={isFetching}
          paginationMode="server"
          rowCount={data?.total ?? 0}
          paginationModel={{ page, pageSize: RENT_ROLL_PAGE_SIZE }}
          onPaginationModelChange={(model: GridPaginationModel) => onPage(model.page)}
          pageSizeOptions={[RENT_ROLL_PAGE_SIZE]}
          disableColumnFilter
          disableColumnSorting
          slots={{ noRowsOverlay: NoUnits }}
          slotProps={GRID_TOOLBAR}
        />
      )}
      {movingIn && <MoveInDialog unit={movingIn} onClose={() => setMovingIn(null)} />}
    </>
  );
}
