import DeleteOutlinedIcon from '@mui/icons-material/DeleteOutlined';
import EditOutlinedIcon from '@mui/icons-material/EditOutlined';
import { Box, Chip, IconButton, Link, Stack, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { paths } from '../../config/paths';
import { formatCurrency, formatDate } from '../../utils/format';
import { leaseStatusLabel, type UnitRow } from './propertyRules';
import { QuickNoteField } from './QuickNoteField';
import { UnitLatestNote, UnitOverdueIncrease } from './UnitNoteAndIncrease';

interface Props {
  unit: UnitRow;
  onEdit: () => void;
  onDelete: () => void;
  /** Under the unit's notes: its tenancies, from the rent feature. */
  extra?: ReactNode;
}

function unitFacts(unit: UnitRow): string[] {
  return [
    unit.tenant_name ? `Tenant: ${unit.tenant_name}` : null,
    unit.bedrooms ? (unit.bedrooms === 'Studio' ? 'Studio' : `${unit.bedrooms} bd`) : null,
    unit.lease_end_date ? `Lease ends ${formatDate(unit.lease_end_date)}` : null,
    unit.section_8_tenant ? 'Section 8' : null,
    unit.security_deposit_amount !== null
      ? `Deposit ${formatCurrency(unit.security_deposit_amount)}${unit.security_deposit_held_by ? ` (${unit.security_deposit_held_by})` : ''}`
      : null,
  ].filter((fact): fact is string => !!fact);
}

export function UnitItem({ unit, onEdit, onDelete, extra }: Props) {
  return (
    <Box
      component="li"
      aria-label={`Unit ${unit.unit_label}`}
      sx={{ py: 2, borderTop: 1, borderColor: 'divider', listStyle: 'none' }}
    >
      <Stack direction="row" sx={{ alignItems: 'center', gap: 1 }}>
        <Typography variant="subtitle1" sx={{ fontWeight: 600 }}>
          {unit.unit_label}
        </Typography>
        <Chip
          size="small"
          variant="outlined"
          color={unit.lease_status === 'Vacant' ? 'default' : 'primary'}
          label={leaseStatusLabel(unit.lease_status)}
        />
        <Typography sx={{ ml: 'auto', whiteSpace: 'nowrap' }}>{formatCurrency(unit.monthly_rent)}/mo</Typography>
        <Stack direction="row">
          <IconButton aria-label={`Edit unit ${unit.unit_label}`} title="Edit unit" onClick={onEdit} size="small">
            <EditOutlinedIcon fontSize="small" />
          </IconButton>
          <IconButton aria-label={`Delete unit ${unit.unit_label}`} title="Delete unit" onClick={onDelete} size="small">
            <DeleteOutlinedIcon fontSize="small" />
          </IconButton>
        </Stack>
      </Stack>
      <Typography variant="body2" color="textSecondary" sx={{ mb: 1.5 }}>
        {unitFacts(unit).join(' · ') || 'No details yet'}
        {unit.notes ? ` — ${unit.notes}` : ''}
      </Typography>
      <UnitOverdueIncrease unit={unit} />
      <UnitLatestNote unit={unit} />
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5} sx={{ alignItems: { sm: 'center' } }}>
        <QuickNoteField unitId={unit.id} unitLabel={unit.unit_label} />
        <Link component={RouterLink} to={paths.unitNotes(unit.id)} sx={{ whiteSpace: 'nowrap' }}>
          History
        </Link>
      </Stack>
      {extra}
    </Box>
  );
}
