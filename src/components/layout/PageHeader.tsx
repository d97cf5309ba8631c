import { Box, Typography } from '@mui/material';
import type { ReactNode } from 'react';

/** Page title with optional actions on the right; wraps under the title on a phone. */
export function PageHeader({ title, subtitle, actions }: { title: string; subtitle?: string; actions?: ReactNode }) {
  return (
    <Box
      sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'flex-end', justifyContent: 'space-between', gap: 2, mb: 3 }}
    >
      <Box>
        <Typography variant="h1">{title}</Typography>
        {subtitle && <Typography color="textSecondary">{subtitle}</Typography>}
      </Box>
      {actions && <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>{actions}</Box>}
    </Box>
  );
}
