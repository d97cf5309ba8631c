import PersonOutlineIcon from '@mui/icons-material/PersonOutlined';
import { Box, Card, CardActionArea, CardContent, Chip, Stack, Typography } from '@mui/material';
import { Link as RouterLink } from 'react-router-dom';
import { paths } from '../../config/paths';
import { formatCurrency, formatDate } from '../../utils/format';
import type { PropertyListItem } from './propertyQueries';
import { formatAddress, leaseStatusLabel, unitsPreview } from './propertyRules';
import { countOf } from '../../utils/plural';

export function PropertyCard({ property }: { property: PropertyListItem }) {
  const { shown, more } = unitsPreview(property.units, property.unit_count);
  return (
    <Card sx={{ height: '100%' }}>
      <CardActionArea
        component={RouterLink}
        to={paths.property(property.id)}
        sx={{ height: '100%', alignItems: 'stretch' }}
      >
        <CardContent>
          <Typography variant="h3" component="h2">
            {property.name}
          </Typography>
          <Typography variant="body2" color="textSecondary" sx={{ mb: 1 }}>
            {formatAddress(property)}
          </Typography>
          <Stack direction="row" spacing={0.75} sx={{ alignItems: 'center', color: 'text.secondary', mb: 1.5 }}>
            <PersonOutlineIcon fontSize="small" />
            <Typography variant="body2">{property.property_manager?.name ?? 'No manager'}</Typography>
          </Stack>
          {shown.length === 0 ? (
            <Typography variant="body2" color="textSecondary">
              No units yet
            </Typography>
          ) : (
            <Box component="ul" aria-label={`Units of ${property.name}`} sx={{ listStyle: 'none', p: 0, m: 0 }}>
              {shown.map((unit) => (
                <Box
                  component="li"
                  key={unit.id}
                  sx={{
                    display: 'flex',
                    justifyContent: 'space-between',
                    gap: 1,
                    py: 0.5,
                    borderTop: 1,
                    borderColor: 'divider',
                  }}
                >
                  <Typography variant="body2" sx={{ fontWeight: 500 }}>
                    {unit.unit_label}
                  </Typography>
                  <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
                    {unit.lease_end_date && (
                      <Typography variant="caption" color="textSecondary">
                        ends {formatDate(unit.lease_end_date)}
                      </Typography>
                    )}
                    <Chip
                      size="small"
                      label={leaseStatusLabel(unit.lease_status)}
                      color={unit.lease_status === 'Vacant' ? 'default' : 'primary'}
                      variant="outlined"
                    />
                    <Typography variant="body2">{formatCurrency(unit.monthly_rent)}</Typography>
                  </Stack>
                </Box>
              ))}
            </Box>
          )}
          {more > 0 && (
            <Typography variant="body2" color="primary" sx={{ mt: 1 }}>
              +{countOf(more, 'more unit', 'more units')}
            </Typography>
          )}
        </CardContent>
      </CardActionArea>
    </Card>
  );
}
