import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import ErrorIcon from '@mui/icons-material/Error';
import {
  Box,
  Button,
  Card,
  CardContent,
  Container,
  List,
  ListItem,
  ListItemIcon,
  ListItemText,
  Skeleton,
  Stack,
  Typography,
} from '@mui/material';
import { env } from '../../config/env';
import { useGetBackendHealthQuery, type ServiceHealth } from './systemApi';

const SERVICE_LABELS: Record<ServiceHealth['name'], string> = {
  auth: 'Auth service',
  rest: 'Database API',
};

export function BackendStatusPage() {
  const { data, isLoading, isFetching, refetch } = useGetBackendHealthQuery();
  const allReachable = data?.every((s) => s.reachable) ?? false;

  return (
    <Container maxWidth="sm" sx={{ py: { xs: 4, sm: 8 } }}>
      <Stack spacing={3}>
        <Box>
          <Typography variant="h1">Landlord HQ</Typography>
          <Typography color="textSecondary">Backend at {env.supabaseUrl}</Typography>
        </Box>
        <Card>
          <CardContent>
            <Typography variant="h2" gutterBottom>
              {isLoading ? 'Checking the backend...' : allReachable ? 'Backend reachable' : 'Backend unreachable'}
            </Typography>
            <List dense aria-label="Services">
              {isLoading || !data
                ? [0, 1].map((i) => (
                    <ListItem key={i} disableGutters>
                      <Skeleton height={48} sx={{ width: '100%' }} />
                    </ListItem>
                  ))
                : data.map((service) => (
                    <ListItem key={service.name} disableGutters>
                      <ListItemIcon sx={{ minWidth: 36 }}>
                        {service.reachable ? <CheckCircleIcon color="success" /> : <ErrorIcon color="error" />}
                      </ListItemIcon>
                      <ListItemText
                        primary={SERVICE_LABELS[service.name]}
                        secondary={
                          service.reachable
                            ? 'Reachable'
                            : `Unreachable${service.status ? ` (HTTP ${service.status})` : ''}`
                        }
                      />
                    </ListItem>
                  ))}
            </List>
            <Button variant="outlined" onClick={() => refetch()} disabled={isFetching}>
              Check again
            </Button>
          </CardContent>
        </Card>
      </Stack>
    </Container>
  );
}
