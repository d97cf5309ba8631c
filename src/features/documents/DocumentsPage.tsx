import { Card, CardContent, MenuItem, Stack, TextField, Typography } from '@mui/material';
import { useState } from 'react';
import { EmptyState } from '../../components/feedback/EmptyState';
import { LoadError } from '../../components/feedback/LoadError';
import { useSettledValue } from '../../components/form/useSettledValue';
import { ListPager } from '../../components/layout/ListPager';
import { PageHeader } from '../../components/layout/PageHeader';
import { AttachDocumentButton } from './AttachDocumentButton';
import { DocumentList } from './DocumentList';
import { useGetDocumentsPageQuery } from './documentsApi';
import { DOCUMENT_KINDS, type DocumentKind } from './documentRules';
import { UploadList } from './UploadList';
import { ownerKey } from './uploadQueue';

export const DOCUMENT_PAGE_SIZES = [25, 50, 100];

/** /documents: every document in the account, newest first, a page at a time from the database, by kind and name. */
export function DocumentsPage() {
  const [kind, setKind] = useState<DocumentKind | ''>('');
  const [search, setSearch] = useState('');
  const settledSearch = useSettledValue(search.trim());
  const filterKey = `${kind}|${settledSearch}`;
  const [paging, setPaging] = useState({ key: filterKey, page: 0, pageSize: DOCUMENT_PAGE_SIZES[0] });
  // A new filter starts on the first page.
  const page = paging.key === filterKey ? paging.page : 0;
  const { data, error, refetch, isFetching, isLoading } = useGetDocumentsPageQuery({
    page,
    pageSize: paging.pageSize,
    kind: kind || null,
    search: settledSearch,
  });
  const filtered = kind !== '' || settledSearch !== '';

  return (
    <>
      <PageHeader
        title="Documents"
        subtitle="Receipts, leases, policies, permits and photos"
        actions={<AttachDocumentButton kind="Other" />}
      />
      <UploadList ownerKey={ownerKey(null)} />
      <Card>
        <CardContent>
          <Stack direction={{ xs: 'column', sm: 'row' }} sx={{ gap: 2, mb: 1 }}>
            <TextField
              label="Search by name"
              type="search"
              size="small"
              value={search}
              onChange={(e) => setSearch(e.target.value)}
              sx={{ flex: 1 }}
            />
            <TextField
              select
              label="Kind"
              size="small"
              value={kind}
              onChange={(e) => setKind(e.target.value as DocumentKind | '')}
              slotProps={{ inputLabel: { shrink: true }, select: { displayEmpty: true } }}
              sx={{ minWidth: 180 }}
            >
              <MenuItem value="">All kinds</MenuItem>
              {DOCUMENT_KINDS.map((k) => (
                <MenuItem key={k} value={k}>
                  {k}
                </MenuItem>
              ))}
            </TextField>
          </Stack>
          {error ? (
            <LoadError error={error} onRetry={refetch} />
          ) : data && data.rows.length > 0 ? (
            <>
              <DocumentList documents={data.rows} label="Documents" />
              <ListPager
                count={data.total}
                pageRows={data.rows.length}
                page={page}
                pageSize={paging.pageSize}
                pageSizes={DOCUMENT_PAGE_SIZES}
                label="Documents per page"
                busy={isFetching}
                onChange={(next, pageSize) => setPaging({ key: filterKey, page: next, pageSize })}
              />
            </>
          ) : isLoading ? null : filtered ? (
            <Typography color="textSecondary" sx={{ py: 2 }}>
              No documents match.
            </Typography>
          ) : (
            <EmptyState
              title="No documents yet"
              description="Attach receipts to payments, leases to tenancies, W-9s to vendors — or attach any file here."
            />
          )}
        </CardContent>
      </Card>
    </>
  );
}
