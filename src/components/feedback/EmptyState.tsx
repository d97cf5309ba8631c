import { Box, Typography } from '@mui/material';
import type { ReactNode } from 'react';

/** What a screen shows when there is nothing yet: a title, one sentence, and the next step. */
export function EmptyState({ title, description, action, icon }: { title: string; description?: string; action?: ReactNode; icon?: ReactNode }) {
  return (
    <Box sx={{ textAlign: 'center', py: 6, px: 2, color: 'text.secondary' }}>
      {icon && <Box sx={{ mb: 1.5, '& svg': { fontSize: 48 } }}>{icon}</Box>}
      <Typography variant="h3" color="text.primary" gutterBottom>
        {title}
      </Typography>
      {description && <Typography sx={{ mb: action ? 2.5 : 0 }}>{description}</Typography>}
      {action}
    </Box>
  );
}
