import { Box, Card, Chip, List, ListItem, ListItemButton, ListItemText, Skeleton, Typography } from '@mui/material';
import { Link as RouterLink } from 'react-router-dom';
import { useLandlordToday } from '../../api/useLandlordToday';
import { LoadError } from '../../components/feedback/LoadError';
import { paths } from '../../config/paths';
import { formatDate } from '../../utils/format';
import { useGetDocumentsExpiringQuery, type DocumentToRenew } from './documentExpiryApi';
import { expiryLabel } from './expiryRules';

/** What a document belongs to, in words: a tenancy's tenants and unit, a unit, a property or a vendor. */
export function documentPlace(d: DocumentToRenew): string {
  return (
    [d.tenants, d.unit_label, d.property_name].filter(Boolean).join(' · ') ||
    d.vendor_name ||
    (d.payment_id ? 'A payment' : 'Not attached')
  );
}

/** The page a document's row opens: its tenancy's, its vendor's or its (unit's) property's. */
export function documentPath(d: DocumentToRenew): string | null {
  if (d.tenancy_id) return paths.tenancy(d.tenancy_id);
  if (d.vendor_id) return paths.vendor(d.vendor_id);
  if (d.property_id) return paths.property(d.property_id);
  return null;
}

const ROW_HEIGHT = 60;

function Row({ document, today }: { document: DocumentToRenew; today: string }) {
  const to = documentPath(document);
  const content = (
    <>
      <ListItemText
        primary={document.name}
        secondary={`${documentPlace(document)} · ${formatDate(document.expires_on)}`}
        sx={{ minWidth: 0 }}
        // Names wrap rather than cut: a policy's or a lease's name says which one it is.
        slotProps={{
          primary: { variant: 'body2', sx: { fontWeight: 500, overflowWrap: 'anywhere' } },
          secondary: { variant: 'caption', sx: { display: 'block' } },
        }}
      />
      <Typography
        variant="body2"
        color={document.status === 'expired' ? 'error' : 'textSecondary'}
        sx={{ flexShrink: 0, textAlign: 'right' }}
      >
        {expiryLabel(document.expires_on, today)}
      </Typography>
    </>
  );
  const sx = { minHeight: ROW_HEIGHT, borderRadius: 1, gap: 2 };
  return to ? (
    <li>
      <ListItemButton component={RouterLink} to={to} sx={sx}>
        {content}
      </ListItemButton>
    </li>
  ) : (
    <ListItem sx={{ ...sx, px: 2 }}>{content}</ListItem>
  );
}

/**
 * The dashboard's "Documents to renew": expired and expiring in the next 30 days (the database's
 * documents_expiring, on the landlord's day), soonest first, each opening what it belongs to.
 */
export function DocumentsToRenewCard() {
  const today = useLandlordToday();
  const { data: answer, error, isLoading, refetch } = useGetDocumentsExpiringQuery(today);
  const data = answer?.rows;
  const expired = data?.filter((d) => d.status === 'expired').length ?? 0;
  const more = answer ? answer.total - answer.rows.length : 0;
  return (
    <Card component="section" aria-labelledby="documents-to-renew" sx={{ height: '100%' }}>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, px: 2, pt: 2, pb: 1 }}>
        <Box sx={{ flexGrow: 1, minWidth: 0 }}>
          <Typography id="documents-to-renew" variant="h3" component="h2" noWrap>
            Documents to renew
          </Typography>
          <Typography variant="caption" color="textSecondary" noWrap component="p">
            Expired, and expiring in the next 30 days
          </Typography>
        </Box>
        {expired > 0 && <Chip size="small" color="error" label={`${expired} expired`} />}
      </Box>
      <Box sx={{ px: 1, pb: 1 }}>
        {error ? (
          <Box sx={{ p: 1 }}>
            <LoadError error={error} onRetry={() => void refetch()} />
          </Box>
        ) : isLoading || !data ? (
          <Box role="status" aria-label="Loading documents to renew">
            {[0, 1, 2].map((i) => (
              <Box
                key={i}
                sx={{ height: ROW_HEIGHT, px: 1, display: 'flex', flexDirection: 'column', justifyContent: 'center' }}
              >
                <Skeleton width="70%" />
                <Skeleton width="40%" height={16} />
              </Box>
            ))}
          </Box>
        ) : data.length === 0 ? (
          <Box sx={{ py: 4, px: 2, textAlign: 'center' }}>
            <Typography sx={{ fontWeight: 600 }}>Nothing to renew</Typography>
            <Typography variant="body2" color="textSecondary" sx={{ mt: 0.5 }}>
              No document expires in the next 30 days.
            </Typography>
          </Box>
        ) : (
          <>
            <List disablePadding aria-labelledby="documents-to-renew">
              {data.map((document) => (
                <Row key={document.id} document={document} today={today} />
              ))}
            </List>
            {more > 0 && (
              <Typography variant="body2" color="textSecondary" sx={{ px: 2, py: 1 }}>
                The soonest {data.length} of {answer!.total}: {more} more to renew after these.
              </Typography>
            )}
          </>
        )}
      </Box>
    </Card>
  );
}
