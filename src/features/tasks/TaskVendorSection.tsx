import { Link, Stack, Typography } from '@mui/material';
import { Link as RouterLink } from 'react-router-dom';
import { paths } from '../../config/paths';
import { vendorAccountLines } from './taskAccountRules';
import { Section } from './TaskDetailSections';
import type { TaskDetail } from './tasksApi';

/** The task's vendor, and the account the bill is paid under before the vendor's default. */
export function TaskVendorSection({ task }: { task: TaskDetail }) {
  const { vendor } = task;
  return (
    <Section title="Vendor">
      {vendor ? (
        <Stack spacing={0.5}>
          <Link component={RouterLink} to={paths.vendor(vendor.id)}>
            {vendor.name}
          </Link>
          <Typography color="textSecondary">{vendor.category}</Typography>
          {vendorAccountLines(task).map(({ label, number }) => (
            <Typography key={label} sx={{ overflowWrap: 'anywhere' }}>
              {label} <strong>{number}</strong>
            </Typography>
          ))}
          {vendor.payment_method && <Typography>Pays by {vendor.payment_method}</Typography>}
        </Stack>
      ) : (
        <Typography color="textSecondary">No vendor</Typography>
      )}
    </Section>
  );
}
