import { Box, Card, CardContent, Typography } from '@mui/material';
import type { ReactNode } from 'react';

export interface ListCardProps {
  /** The row's name, usually a link to its page. */
  title: ReactNode;
  /** The title as a heading, where the cards are what the page is made of (one heading per vendor). */
  titleAs?: 'h2' | 'h3';
  /** A status chip beside the title. */
  status?: ReactNode;
  /** Short lines under the title: where, when, what. */
  details?: ReactNode[];
  /** The figure that matters (a cost, an amount, a new rent), bottom left. */
  amount?: ReactNode;
  /** The primary action first, then the others, bottom right. */
  actions?: ReactNode;
}

/**
 * One row of a list as a phone shows it: everything wraps inside the screen's width, and the
 * actions sit on a line of their own when the figure leaves them no room, so none needs a sideways scroll.
 */
export function ListCard({ title, titleAs, status, details = [], amount, actions }: ListCardProps) {
  return (
    <Card variant="outlined">
      <CardContent sx={{ p: 1.5, '&:last-child': { pb: 1 } }}>
        <Box sx={{ display: 'flex', alignItems: 'flex-start', justifyContent: 'space-between', gap: 1 }}>
          <Typography
            component={titleAs ?? 'div'}
            sx={{ minWidth: 0, overflowWrap: 'anywhere', fontWeight: 500, fontSize: '1rem', lineHeight: 1.5 }}
          >
            {title}
          </Typography>
          {status && <Box sx={{ flexShrink: 0 }}>{status}</Box>}
        </Box>
        {details
          .filter((line) => line !== null && line !== undefined && line !== '')
          .map((line, index) => (
            <Typography key={index} variant="body2" color="textSecondary" sx={{ overflowWrap: 'anywhere' }}>
              {line}
            </Typography>
          ))}
        {(amount !== undefined || actions) && (
          <Box
            sx={{
              display: 'flex',
              flexWrap: 'wrap',
              alignItems: 'center',
              justifyContent: 'space-between',
              columnGap: 1,
              mt: 0.5,
              minHeight: 40,
            }}
          >
            <Typography sx={{ fontWeight: 600 }}>{amount}</Typography>
            {actions && <Box sx={{ display: 'flex', alignItems: 'center', ml: 'auto' }}>{actions}</Box>}
          </Box>
        )}
      </CardContent>
    </Card>
  );
}
