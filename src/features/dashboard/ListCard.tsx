import { Box, Card, Chip, Link, List, ListItemButton, ListItemText, Skeleton, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { LoadError } from '../../components/feedback/LoadError';
import type { DashboardList } from './dashboardApi';
import { describeListTotal, formatListTotal } from '../../utils/listTotal';
import { LIST_LIMIT } from './dashboardRules';

/** Every row is this tall and the list area holds LIST_LIMIT of them, so loading, empty and full look the same size. */
export const ROW_HEIGHT = 60;
export const LIST_HEIGHT = ROW_HEIGHT * LIST_LIMIT;

export interface ListRow {
  key: string;
  to: string;
  primary: string;
  secondary: string;
  aside?: ReactNode;
}

interface ListCardProps<T> {
  id: string;
  title: string;
  /** One line under the title: the window the list covers. */
  caption: string;
  query: { data?: DashboardList<T>; error?: unknown; isLoading: boolean; refetch: () => unknown };
  toRow: (item: T) => ListRow;
  viewAll?: string;
  empty: { title: string; description: string; action?: { to: string; label: string } };
}

/** A dashboard list: a title with the total, at most LIST_LIMIT linked rows, its own loading, error and empty states. */
export function ListCard<T>({ id, title, caption, query, toRow, viewAll, empty }: ListCardProps<T>) {
  const { data, error, isLoading, refetch } = query;
  return (
    <Card component="section" aria-labelledby={id} sx={{ height: '100%', display: 'flex', flexDirection: 'column' }}>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, px: 2, pt: 2, pb: 1 }}>
        <Box sx={{ flexGrow: 1, minWidth: 0 }}>
          <Typography id={id} variant="h3" component="h2" noWrap>
            {title}
          </Typography>
          <Typography variant="caption" color="textSecondary" noWrap component="p">
            {caption}
          </Typography>
        </Box>
        {data && data.total.count > 0 && (
          <Chip
            size="small"
            label={formatListTotal(data.total)}
            aria-label={`${describeListTotal(data.total)} in total`}
          />
        )}
        {viewAll && (
          <Link
            component={RouterLink}
            to={viewAll}
            variant="body2"
            aria-label={`View all: ${title}`}
            sx={{ whiteSpace: 'nowrap' }}
          >
            View all
          </Link>
        )}
      </Box>
      <Box sx={{ minHeight: LIST_HEIGHT, px: 1, pb: 1, flexGrow: 1 }}>
        {error ? (
          <Box sx={{ p: 1 }}>
            <LoadError error={error} onRetry={() => void refetch()} />
          </Box>
        ) : isLoading || !data ? (
          <Box role="status" aria-label={`Loading ${title.toLowerCase()}`}>
            {Array.from({ length: LIST_LIMIT }, (_, i) => (
              <Box
                key={i}
                sx={{ height: ROW_HEIGHT, px: 1, display: 'flex', flexDirection: 'column', justifyContent: 'center' }}
              >
                <Skeleton width="70%" />
                <Skeleton width="40%" height={16} />
              </Box>
            ))}
          </Box>
        ) : data.items.length === 0 ? (
          <Box
            sx={{
              height: LIST_HEIGHT,
              display: 'flex',
              flexDirection: 'column',
              alignItems: 'center',
              justifyContent: 'center',
              textAlign: 'center',
              px: 2,
            }}
          >
            <Typography sx={{ fontWeight: 600 }}>{empty.title}</Typography>
            <Typography variant="body2" color="textSecondary" sx={{ mt: 0.5, mb: empty.action ? 1.5 : 0 }}>
              {empty.description}
            </Typography>
            {empty.action && (
              <Link component={RouterLink} to={empty.action.to} variant="body2">
                {empty.action.label}
              </Link>
            )}
          </Box>
        ) : (
          <List disablePadding aria-labelledby={id}>
            {data.items.map(toRow).map((row) => (
              <li key={row.key}>
                <ListItemButton component={RouterLink} to={row.to} sx={{ height: ROW_HEIGHT, borderRadius: 1, gap: 2 }}>
                  <ListItemText
                    primary={row.primary}
                    secondary={row.secondary}
                    sx={{ minWidth: 0 }}
                    slotProps={{
                      primary: { noWrap: true, variant: 'body2', sx: { fontWeight: 500 } },
                      secondary: { noWrap: true, variant: 'caption', sx: { display: 'block' } },
                    }}
                  />
                  {row.aside && <Box sx={{ flexShrink: 0, textAlign: 'right', typography: 'body2' }}>{row.aside}</Box>}
                </ListItemButton>
              </li>
            ))}
          </List>
        )}
      </Box>
    </Card>
  );
}
