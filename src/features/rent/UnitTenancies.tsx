import { Box, Button, Link, Typography } from '@mui/material';
import { useState } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { paths } from '../../config/paths';
import { MoveInDialog } from './MoveInDialog';
import { useGetPropertyTenanciesQuery } from './rentApi';
import { tenantsText } from './rentFormat';
import { tenancyDates } from './UnitTenanciesCard';

interface Props {
  unit: { id: string; unit_label: string; vacant: boolean };
  property: { id: string; name: string };
}

/**
 * Under a unit on its property's page: its tenancies, newest first, each a link, and Move in
 * while it is vacant. One read per property serves every unit (RTK Query shares it).
 */
export function UnitTenancies({ unit, property }: Props) {
  const { data = [] } = useGetPropertyTenanciesQuery(property.id);
  const [movingIn, setMovingIn] = useState(false);
  const tenancies = data.filter((t) => t.unit_id === unit.id);
  return (
    <Box component="section" aria-label={`Tenancies of unit ${unit.unit_label}`} sx={{ mt: 1.5 }}>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
        <Typography variant="body2" sx={{ fontWeight: 600 }}>
          Tenancies
        </Typography>
        {unit.vacant && (
          <Button size="small" onClick={() => setMovingIn(true)} aria-label={`Move in to unit ${unit.unit_label}`}>
            Move in
          </Button>
        )}
      </Box>
      {tenancies.length === 0 ? (
        <Typography variant="body2" color="textSecondary">
          None recorded
        </Typography>
      ) : (
        <Box component="ul" sx={{ m: 0, pl: 2.5 }}>
          {tenancies.map((t) => (
            <Typography component="li" variant="body2" key={t.id}>
              <Link component={RouterLink} to={paths.tenancy(t.id)}>
                {tenantsText(t.tenants)}
              </Link>{' '}
              · {tenancyDates(t)}
            </Typography>
          ))}
        </Box>
      )}
      {movingIn && (
        <MoveInDialog
          unit={{ id: unit.id, unit_label: unit.unit_label, property_name: property.name }}
          onClose={() => setMovingIn(false)}
        />
      )}
    </Box>
  );
}
