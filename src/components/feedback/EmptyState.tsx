import { Box, Typography } from '@mui/material';
import type { ReactNode } from 'react';

/** What a screen shows when there is nothing yet: a title, one sentence, and the next step. */
interface EmptyStateProps {
  title: string;
  description?: string;
  action?: ReactNode;
  icon?: ReactNode;
  /** The heading element; h1 when the empty state is the whole page. */
  component?: 'h1' | 'h2' | 'h3';
}

export function EmptyState({ title, description, action, icon, component = 'h2' }: EmptyStateProps) {
  return (
    <Box sx={{ textAlign: 'center', py: 6, px: 2, color: 'text.secondary' }}>
      {icon && <Box sx={{ mb: 1.5, '& svg': { fontSize: 48 } }}>{icon}</Box>}
      <Typography variant="h3" component={component} color="textPrimary" gutterBottom>
        {title}
      </Typography>
      {description && <Typography sx={{ mb: action ? 2.5 : 0 }}>{description}</Typography>}
      {action}
    </Box>
  );
}
