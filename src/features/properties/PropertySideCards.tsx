import type { ReactNode } from 'react';
import { Button, Card, CardContent, Link, List, ListItem, ListItemText, Stack, Typography } from '@mui/material';
import { Link as RouterLink } from 'react-router-dom';
import { useFirstBatch } from '../../components/layout/useFirstBatch';
import { ExternalLink } from '../../components/links/ExternalLink';
import { paths } from '../../config/paths';
import { formatCurrency, formatDate } from '../../utils/format';
import { formatPhone, phoneHref } from '../../utils/phoneDisplay';
import type { PropertyDetail, PropertyRentIncrease } from './propertiesApi';
import { formatAddress } from './propertyRules';

export function ManagerCard({ property }: { property: PropertyDetail }) {
  const manager = property.property_manager;
  return (
    <Card>
      <CardContent>
        <Typography variant="h3" component="h2" gutterBottom>
          Property manager
        </Typography>
        {manager ? (
          <Stack spacing={0.5}>
            <Typography sx={{ fontWeight: 500 }}>{manager.name}</Typography>
            {manager.email && <Link href={`mailto:${manager.email}`}>{manager.email}</Link>}
            {manager.phone && <ExternalLink href={phoneHref(manager.phone)}>{formatPhone(manager.phone)}</ExternalLink>}
          </Stack>
        ) : (
          <Typography color="textSecondary">
            No manager assigned.{' '}
            <Link component={RouterLink} to={paths.propertyEdit(property.id)}>
              Choose one
            </Link>
          </Typography>
        )}
      </CardContent>
    </Card>
  );
}

export function TasksCard({ property }: { property: PropertyDetail }) {
  const shownTasks = useFirstBatch(property.tasks.length);
  return (
    <Card>
      <CardContent>
        <Stack direction="row" sx={{ justifyContent: 'space-between', alignItems: 'center' }}>
          <Typography variant="h3" component="h2">
            Tasks
          </Typography>
          <Button component={RouterLink} to={`${paths.taskNew}?property=${property.id}`} size="small">
            Add Task
          </Button>
        </Stack>
        {property.tasks.length === 0 ? (
          <Typography color="textSecondary" sx={{ py: 1 }}>
            No tasks for this property yet.
          </Typography>
        ) : (
          <List dense disablePadding>
            {property.tasks.slice(0, shownTasks).map((task) => (
              <ListItem key={task.id} disableGutters>
                <ListItemText
                  primary={
                    <Link component={RouterLink} to={paths.task(task.id)}>
                      {task.title}
                    </Link>
                  }
                  secondary={`${task.status} · Due ${formatDate(task.due_on)}`}
                />
              </ListItem>
            ))}
          </List>
        )}
        <Link component={RouterLink} to={paths.tasks} variant="body2">
          All tasks
        </Link>
      </CardContent>
    </Card>
  );
}

/** `applyControl`: the Apply box of one increase, composed in src/app (it belongs to the rent-increases feature). */
export function RentIncreasesCard({
  increases,
  applyControl,
}: {
  increases: PropertyRentIncrease[];
  applyControl?: (increase: PropertyRentIncrease) => ReactNode;
}) {
  return (
    <Card>
      <CardContent>
        <Typography variant="h3" component="h2" gutterBottom>
          Upcoming rent increases
        </Typography>
        {increases.length === 0 ? (
          <Typography color="textSecondary">No increases scheduled.</Typography>
        ) : (
          <List dense disablePadding>
            {increases.map((increase) => (
              <ListItem key={increase.id} disableGutters sx={{ flexWrap: 'wrap', columnGap: 1 }}>
                <ListItemText
                  primary={`${increase.unit.unit_label}: ${formatCurrency(increase.unit.monthly_rent)} → ${formatCurrency(increase.planned_new_rent)}`}
                  secondary={`${formatDate(increase.effective_date)}${increase.status === 'Overdue' ? ' · Overdue' : ''}`}
                />
                {applyControl?.(increase)}
              </ListItem>
            ))}
          </List>
        )}
        <Link component={RouterLink} to={paths.rentPlanner} variant="body2">
          Manage All Increases
        </Link>
      </CardContent>
    </Card>
  );
}

export function DetailsCard({ property }: { property: PropertyDetail }) {
  return (
    <Card>
      <CardContent>
        <Typography variant="h3" component="h2" gutterBottom>
          Property details
        </Typography>
        <Typography>{formatAddress(property)}</Typography>
        {property.notes && (
          <Typography color="textSecondary" sx={{ mt: 1, whiteSpace: 'pre-line' }}>
            {property.notes}
          </Typography>
        )}
        <Link component={RouterLink} to={paths.bulkNotes} variant="body2" sx={{ display: 'inline-block', mt: 1.5 }}>
          Write notes for all units
        </Link>
      </CardContent>
    </Card>
  );
}
