import AssignmentOutlinedIcon from '@mui/icons-material/AssignmentOutlined';
import HandymanOutlinedIcon from '@mui/icons-material/HandymanOutlined';
import HomeWorkOutlinedIcon from '@mui/icons-material/HomeWorkOutlined';
import TaskAltOutlinedIcon from '@mui/icons-material/TaskAltOutlined';
import { Box, Button, Card, CardActionArea, Grid, Skeleton, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { paths } from '../../config/paths';
import { useGetDashboardCountQuery, type CountKind } from './dashboardApi';
import { formatCount } from './dashboardRules';

const STATS: Array<{ kind: CountKind; label: string; one: string; to: string; icon: ReactNode }> = [
  { kind: 'properties', label: 'Properties', one: 'Property', to: paths.properties, icon: <HomeWorkOutlinedIcon /> },
  { kind: 'tasks', label: 'Tasks', one: 'Task', to: paths.tasks, icon: <AssignmentOutlinedIcon /> },
  { kind: 'vendors', label: 'Vendors', one: 'Vendor', to: paths.vendors, icon: <HandymanOutlinedIcon /> },
  {
    kind: 'completed',
    label: 'Completed',
    one: 'Completed',
    to: `${paths.tasks}?filter=completed`,
    icon: <TaskAltOutlinedIcon />,
  },
];

const HEIGHT = 88;
const iconBox = {
  display: 'grid',
  placeItems: 'center',
  width: 44,
  height: 44,
  borderRadius: 2,
  bgcolor: 'action.hover',
  color: 'primary.main',
  flexShrink: 0,
};

function StatCard({ kind, label: many, one, to, icon }: (typeof STATS)[number]) {
  const { data, error, isLoading, refetch } = useGetDashboardCountQuery(kind);
  const label = data === 1 ? one : many;
  const body = (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 2, px: 2, height: HEIGHT }}>
      <Box sx={iconBox}>{icon}</Box>
      <Box sx={{ minWidth: 0 }}>
        {error ? (
          <Typography variant="body2" color="error">
            Could not load
          </Typography>
        ) : (
          <Typography variant="h2" component="p" aria-hidden={isLoading}>
            {isLoading || data === undefined ? <Skeleton width={40} /> : formatCount(data)}
          </Typography>
        )}
        <Typography variant="body2" color="textSecondary">
          {label}
        </Typography>
      </Box>
      {error && (
        <Button size="small" onClick={() => void refetch()} sx={{ ml: 'auto' }} aria-label={`Retry ${label}`}>
          Retry
        </Button>
      )}
    </Box>
  );
  return (
    <Card>
      {error ? (
        body
      ) : (
        <CardActionArea
          component={RouterLink}
          to={to}
          aria-label={data === undefined ? label : `${formatCount(data)} ${label}`}
        >
          {body}
        </CardActionArea>
      )}
    </Card>
  );
}

/** SPEC §2: four counts, each linking to the list it counts. */
export function StatCards() {
  return (
    <Grid container spacing={2} component="section" aria-label="Totals">
      {STATS.map((stat) => (
        <Grid key={stat.kind} size={{ xs: 6, md: 3 }}>
          <StatCard {...stat} />
        </Grid>
      ))}
    </Grid>
  );
}
