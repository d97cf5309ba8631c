import AddIcon from '@mui/icons-material/Add';
import { Box, Button, Card, CardContent, Chip, Link, List, ListItem, Stack, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { ExternalLink } from '../../components/links/ExternalLink';
import { paths } from '../../config/paths';
import { formatCurrency, formatDate } from '../../utils/format';
import { maskTaxId, taskSummary, type VendorAccount, type VendorDetail } from './vendorRules';

export function VendorDetailsCard({ vendor }: { vendor: VendorDetail }) {
  const rows: Array<[string, ReactNode]> = [
    ['Category', vendor.category],
    ['Default account', vendor.account_number ?? '—'],
    ['Payment method', vendor.payment_method ?? '—'],
    ['Tax ID', maskTaxId(vendor.tax_id) ?? '—'],
    ['W-9', vendor.w9_on_file ? 'On file' : 'Not on file'],
    [
      'Website',
      vendor.website_url ? <ExternalLink href={vendor.website_url} sx={{ overflowWrap: 'anywhere' }} /> : '—',
    ],
  ];
  return (
    <Card component="section" aria-labelledby="vendor-details-title">
      <CardContent>
        <Typography id="vendor-details-title" variant="h3" component="h2" gutterBottom>
          Details
        </Typography>
        <Box
          component="dl"
          sx={{ m: 0, display: 'grid', gridTemplateColumns: 'minmax(110px, auto) 1fr', columnGap: 2, rowGap: 1 }}
        >
          {rows.map(([label, value]) => (
            <Box key={label} sx={{ display: 'contents' }}>
              <Typography component="dt" variant="body2" color="textSecondary">
                {label}
              </Typography>
              <Typography component="dd" variant="body2" sx={{ m: 0, minWidth: 0 }}>
                {value}
              </Typography>
            </Box>
          ))}
        </Box>
        {vendor.notes && (
          <Typography variant="body2" sx={{ mt: 2, whiteSpace: 'pre-line' }}>
            {vendor.notes}
          </Typography>
        )}
      </CardContent>
    </Card>
  );
}

export function VendorAccountsCard({ accounts }: { accounts: VendorAccount[] }) {
  return (
    <Card component="section" aria-labelledby="vendor-accounts-card-title">
      <CardContent>
        <Typography id="vendor-accounts-card-title" variant="h3" component="h2" gutterBottom>
          Property accounts
        </Typography>
        {accounts.length === 0 ? (
          <Typography variant="body2" color="textSecondary">
            No property accounts yet. Add them from Edit.
          </Typography>
        ) : (
          <List dense disablePadding aria-label="Property accounts">
            {accounts.map((a) => (
              <ListItem key={a.id} disableGutters divider sx={{ display: 'block' }}>
                <Stack direction="row" spacing={2} sx={{ justifyContent: 'space-between' }}>
                  <Link component={RouterLink} to={paths.property(a.property_id)} variant="body2">
                    {a.property?.name ?? 'Property'}
                  </Link>
                  <Typography
                    variant="body2"
                    sx={{ fontFamily: 'monospace', overflowWrap: 'anywhere', textAlign: 'right' }}
                  >
                    {a.account_number}
                  </Typography>
                </Stack>
                {a.notes && (
                  <Typography variant="caption" color="textSecondary">
                    {a.notes}
                  </Typography>
                )}
              </ListItem>
            ))}
          </List>
        )}
      </CardContent>
    </Card>
  );
}

export function VendorTasksCard({ vendor }: { vendor: VendorDetail }) {
  const counts = taskSummary(vendor.tasks);
  return (
    <Card component="section" aria-labelledby="vendor-tasks-title">
      <CardContent>
        <Stack direction="row" sx={{ justifyContent: 'space-between', alignItems: 'center', mb: 1 }}>
          <Typography id="vendor-tasks-title" variant="h3" component="h2">
            Tasks
          </Typography>
          <Button
            component={RouterLink}
            to={`${paths.taskNew}?vendor=${vendor.id}`}
            size="small"
            startIcon={<AddIcon />}
          >
            New task
          </Button>
        </Stack>
        <Typography variant="body2" color="textSecondary" sx={{ mb: 1 }}>
          {counts.total} total · {counts.open} open · {counts.completed} completed
          {counts.skipped ? ` · ${counts.skipped} skipped` : ''}
        </Typography>
        <List dense disablePadding aria-label="Vendor tasks">
          {vendor.tasks.slice(0, 8).map((t) => (
            <ListItem key={t.id} disableGutters divider sx={{ gap: 1, justifyContent: 'space-between' }}>
              <Box sx={{ minWidth: 0 }}>
                <Link component={RouterLink} to={paths.task(t.id)} variant="body2">
                  {t.title}
                </Link>
                <Typography variant="caption" color="textSecondary" sx={{ display: 'block' }}>
                  {t.status === 'Completed' ? `Cost ${formatCurrency(t.actual_cost)}` : `Due ${formatDate(t.due_on)}`}
                </Typography>
              </Box>
              <Chip
                size="small"
                label={t.status}
                variant="outlined"
                color={t.status === 'Open' ? 'primary' : 'default'}
              />
            </ListItem>
          ))}
        </List>
        {counts.total > 8 && (
          <Link
            component={RouterLink}
            to={`${paths.tasks}?vendor=${vendor.id}`}
            variant="body2"
            sx={{ display: 'inline-block', mt: 1 }}
          >
            View all {counts.total} tasks
          </Link>
        )}
      </CardContent>
    </Card>
  );
}
