import AddIcon from '@mui/icons-material/Add';
import StorefrontOutlinedIcon from '@mui/icons-material/StorefrontOutlined';
import { Button, Card, Grid, Skeleton, ToggleButton, ToggleButtonGroup, useMediaQuery } from '@mui/material';
import type { GridPaginationModel, GridSortModel } from '@mui/x-data-grid';
import { useMemo, useState, type ReactNode } from 'react';
import { Link as RouterLink, useMatch, useNavigate } from 'react-router-dom';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { EmptyState } from '../../components/feedback/EmptyState';
import { useNotify } from '../../components/feedback/FeedbackProvider';
import { LoadError } from '../../components/feedback/LoadError';
import { useSettledValue } from '../../components/form/useSettledValue';
import { PHONE } from '../../components/layout/filterPanelRules';
import { ListPager } from '../../components/layout/ListPager';
import { PageHeader } from '../../components/layout/PageHeader';
import { inPlace } from '../../components/lazyComponent';
import { paths } from '../../config/paths';
import { saveCsv } from '../../utils/csv';
import { LoadingCards } from './LoadingCards';
import { VendorCard } from './VendorCard';
import { VendorFormDialog } from './VendorFormDialog';
import { VendorListCards } from './VendorListCards';
import { vendorsCsv } from './vendorCsv';
import { VendorListFilters } from './VendorListFilters';
import { vendorsPageArgs, type VendorListFilters as Filters, type VendorSortColumn } from './vendorQueries';
import { VENDOR_PAGE_SIZES } from './vendorRules';
import { useGetVendorsPageQuery, useLazyGetVendorsForExportQuery, vendorSelectors } from './vendorsApi';
import {
  selectVendorCategory,
  selectVendorListView,
  vendorCategoryChosen,
  vendorListViewChosen,
  type VendorListView,
} from './vendorViewSlice';

// The grid's code (x-data-grid, 154 KB gzip) only for the table view: the cards need none of it.
const VendorsGrid = inPlace(() => import('./VendorsGrid').then((m) => m.VendorsGrid));

/** Vendors per page (1, 2 or 3 cards to a row); the screen reads one page at a time. */
const BY_NAME: GridSortModel = [{ field: 'name', sort: 'asc' }];

/** /vendors, and /vendors/new (the dashboard's quick action): the list with the add dialog open. */
/** `importAction`: the Import CSV button, composed in src/app (it belongs to the data-transfer feature). */
export function VendorsPage({ importAction }: { importAction?: ReactNode } = {}) {
  const view = useAppSelector(selectVendorListView);
  const category = useAppSelector(selectVendorCategory);
  const dispatch = useAppDispatch();
  const adding = !!useMatch(paths.vendorNew);
  const navigate = useNavigate();
  const notify = useNotify();
  // A phone always shows cards (the table's columns would scroll sideways) and never loads the grid's code.
  const phone = useMediaQuery(PHONE, { noSsr: true });
  const [typed, setTyped] = useState('');
  const search = useSettledValue(typed.trim());
  const [sortModel, setSortModel] = useState<GridSortModel>(BY_NAME);
  const filters = useMemo<Filters>(() => {
    const sorted = sortModel[0] ?? BY_NAME[0];
    return { search, category, sort: { column: sorted.field as VendorSortColumn, descending: sorted.sort === 'desc' } };
  }, [search, category, sortModel]);
  // Any change of search, category or order goes back to the first page (adjusted while rendering, as React advises).
  const filterKey = JSON.stringify(filters);
  const [paging, setPaging] = useState({ key: filterKey, page: 0, pageSize: VENDOR_PAGE_SIZES[0] });
  if (paging.key !== filterKey) setPaging({ key: filterKey, page: 0, pageSize: paging.pageSize });
  const page = paging.key === filterKey ? paging.page : 0;
  const { data, error, isLoading, isFetching, refetch } = useGetVendorsPageQuery(
    vendorsPageArgs(filters, page, paging.pageSize),
  );
  const vendors = useMemo(() => (data ? vendorSelectors.selectAll(data.vendors) : []), [data]);
  // A page past the end (the list shrank since it was chosen): back to the first.
  if (data && data.total === 0 && page > 0 && !isFetching)
    setPaging({ key: filterKey, page: 0, pageSize: paging.pageSize });
  const [readAll, exportState] = useLazyGetVendorsForExportQuery();
  const filtered = search !== '' || category !== null;

  const exportCsv = async () => {
    const result = await readAll(filters);
    if (result.error || !result.data) {
      notify(
        `Export failed: ${result.error && 'message' in result.error ? result.error.message : 'please try again.'}`,
        'error',
      );
      return;
    }
    saveCsv('vendors.csv', vendorsCsv(result.data));
  };
  const onPaging = (model: GridPaginationModel) =>
    setPaging({ key: filterKey, page: model.page, pageSize: model.pageSize });

  const addButton = (
    <Button component={RouterLink} to={paths.vendorNew} variant="contained" startIcon={<AddIcon />}>
      Add Vendor
    </Button>
  );

  return (
    <>
      <PageHeader
        title="Vendors"
        actions={
          <>
            {!phone && (
              <ToggleButtonGroup
                size="small"
                exclusive
                value={view}
                onChange={(_e, next: VendorListView | null) => next && dispatch(vendorListViewChosen(next))}
                aria-label="View"
                // Sentence case, like every other button on the page.
                sx={{ '& .MuiToggleButton-root': { textTransform: 'none', px: 2 } }}
              >
                <ToggleButton value="cards">Cards</ToggleButton>
                <ToggleButton value="table">Table</ToggleButton>
              </ToggleButtonGroup>
            )}
            {importAction}
            {addButton}
          </>
        }
      />
      <VendorListFilters
        search={typed}
        onSearch={setTyped}
        category={category}
        onCategory={(next) => dispatch(vendorCategoryChosen(next))}
        exporting={exportState.isFetching}
        onExport={() => void exportCsv()}
      />
      {isLoading ? (
        <LoadingCards />
      ) : error ? (
        <LoadError error={error} onRetry={() => void refetch()} />
      ) : !data || (data.total === 0 && !filtered) ? (
        <Card>
          <EmptyState
            icon={<StorefrontOutlinedIcon />}
            title="No vendors yet"
            description="Add your utilities and service providers with the account number for each property."
            action={addButton}
          />
        </Card>
      ) : data.total === 0 ? (
        <Card>
          <EmptyState
            title="No vendors match these filters"
            description="Change the search or the category, or clear them to see every vendor."
          />
        </Card>
      ) : phone ? (
        <VendorListCards
          vendors={vendors}
          total={{ count: data.total, exact: true }}
          busy={isFetching}
          sortModel={sortModel}
          onSortModelChange={setSortModel}
          page={page}
          pageSize={paging.pageSize}
          pageSizes={VENDOR_PAGE_SIZES}
          onPage={(next, pageSize) => setPaging({ key: filterKey, page: next, pageSize })}
        />
      ) : view === 'table' ? (
        <VendorsGrid
          vendors={vendors}
          total={data.total}
          loading={isFetching}
          paginationModel={{ page, pageSize: paging.pageSize }}
          onPaginationModelChange={onPaging}
          pageSizes={VENDOR_PAGE_SIZES}
          sortModel={sortModel}
          onSortModelChange={setSortModel}
          standIn={<Skeleton variant="rounded" height={400} />}
        />
      ) : (
        <>
          <ListPager
            count={data.total}
            page={page}
            pageSize={paging.pageSize}
            pageSizes={VENDOR_PAGE_SIZES}
            label="Vendors per page"
            busy={isFetching}
            onChange={(next, pageSize) => setPaging({ key: filterKey, page: next, pageSize })}
          />
          <Grid container spacing={2} aria-busy={isFetching}>
            {vendors.map((vendor) => (
              <Grid key={vendor.id} size={{ xs: 12, sm: 6, lg: 4 }}>
                <VendorCard vendor={vendor} />
              </Grid>
            ))}
          </Grid>
        </>
      )}
      {adding && <VendorFormDialog onClose={() => navigate(paths.vendors)} />}
    </>
  );
}
