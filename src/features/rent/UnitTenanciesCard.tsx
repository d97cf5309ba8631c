import { Box, Card, CardContent, Link, Typography } from '@mui/material';
import { Link as RouterLink } from 'react-router-dom';
import { paths } from '../../config/paths';
import { formatDate } from '../../utils/format';
import { tenantsText } from './rentFormat';
import type { UnitTenancy } from './types';

/** "Nov 17, 2026 – now", "Before records – Jan 31, 2026". */
export const tenancyDates = (t: { start_on: string | null; ended_on: string | null }) =>
  `${t.start_on ? formatDate(t.start_on) : 'Before records'} – ${t.ended_on ? formatDate(t.ended_on) : 'now'}`;

/** The unit's tenancies, newest first, this one marked. */
export function UnitTenanciesCard({ current, tenancies }: { current: string; tenancies: UnitTenancy[] }) {
  if (tenancies.length < 2) return null;
  return (
    <Card component="section" aria-label="Tenancies of this unit" sx={{ mb: 2 }}>
      <CardContent>
        <Typography variant="h2" sx={{ mb: 1 }}>
          Tenancies of this unit
        </Typography>
        <Box component="ul" sx={{ pl: 2.5, m: 0 }}>
          {tenancies.map((t) => (
            <li key={t.id}>
              {t.id === current ? (
                <strong>{tenantsText(t.tenants)} (this tenancy)</strong>
              ) : (
                <Link component={RouterLink} to={paths.tenancy(t.id)}>
                  {tenantsText(t.tenants)}
                </Link>
              )}{' '}
              · {tenancyDates(t)}
            </li>
          ))}
        </Box>
      </CardContent>
    </Card>
  );
}
