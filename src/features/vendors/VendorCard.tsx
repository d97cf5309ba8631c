import { Card, CardActionArea, CardContent, Chip, Stack, Typography } from '@mui/material';
import { Link as RouterLink } from 'react-router-dom';
import { paths } from '../../config/paths';
import type { VendorListItem } from './vendorQueries';
import { accountSummary } from './vendorRules';

export function VendorCard({ vendor }: { vendor: VendorListItem }) {
  return (
    <Card sx={{ height: '100%' }}>
      <CardActionArea
        component={RouterLink}
        to={paths.vendor(vendor.id)}
        sx={{ height: '100%', alignItems: 'stretch' }}
      >
        <CardContent>
          <Stack direction="row" spacing={1} sx={{ justifyContent: 'space-between', alignItems: 'flex-start', mb: 1 }}>
            <Typography variant="h3" component="h2" sx={{ overflowWrap: 'anywhere' }}>
              {vendor.name}
            </Typography>
            <Chip size="small" label={vendor.category} color="primary" variant="outlined" />
          </Stack>
          <Typography variant="body2" color="textSecondary">
            {accountSummary(vendor)}
          </Typography>
          {vendor.property_names.length > 0 && (
            <Typography variant="body2" color="textSecondary" sx={{ mt: 0.5 }}>
              {vendor.property_names.join(', ')}
            </Typography>
          )}
        </CardContent>
      </CardActionArea>
    </Card>
  );
}
