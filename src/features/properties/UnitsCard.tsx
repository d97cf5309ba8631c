import AddIcon from '@mui/icons-material/Add';
import { Box, Button, Card, CardContent, Stack, Typography } from '@mui/material';
import { useState, type ReactNode } from 'react';
import { ConfirmDialog } from '../../components/feedback/ConfirmDialog';
import { EmptyState } from '../../components/feedback/EmptyState';
import { useCreateUnitMutation, useDeleteUnitMutation, useUpdateUnitMutation } from './propertiesApi';
import { EMPTY_UNIT_FORM, toUnitForm, type UnitForm, type UnitRow } from './propertyRules';
import { UnitFormDialog } from './UnitFormDialog';
import { UnitItem } from './UnitItem';
import { errorMessage } from '../../api/errors';
import { useFirstBatch } from '../../components/layout/useFirstBatch';

/** The units a first screenful shows, on a phone or beside the property's details on a desktop. */
const FIRST_UNITS = 2;

type Editing = { mode: 'add' } | { mode: 'edit'; unit: UnitRow } | null;

const messageOf = (error: unknown) => (error ? errorMessage(error) : null);

/** What another feature shows under a unit (its tenancies), composed in src/app. */
export type UnitExtra = (unit: UnitRow, property: { id: string; name: string }) => ReactNode;

export function UnitsCard({
  propertyId,
  units,
  unitExtra,
}: {
  propertyId: string;
  units: UnitRow[];
  unitExtra?: (unit: UnitRow) => ReactNode;
}) {
  const [editing, setEditing] = useState<Editing>(null);
  const [deleting, setDeleting] = useState<UnitRow | null>(null);
  const [createUnit, createState] = useCreateUnitMutation();
  const [updateUnit, updateState] = useUpdateUnitMutation();
  const [deleteUnit, deleteState] = useDeleteUnitMutation();
  // A unit with its note box is most of a phone's screen: the first few draw with the page, the rest right after.
  const shownUnits = useFirstBatch(units.length, FIRST_UNITS);
  // Drawn with the property's data.

  const save = async (form: UnitForm, addAnother: boolean) => {
    const result =
      editing?.mode === 'edit'
        ? await updateUnit({ id: editing.unit.id, propertyId, form })
        : await createUnit({ propertyId, form });
    if (!result.error && !addAnother) setEditing(null);
    return !result.error;
  };

  const confirmDelete = async () => {
    if (!deleting) return;
    const result = await deleteUnit({ id: deleting.id, propertyId });
    if (!result.error) setDeleting(null);
  };

  const openEditor = (next: Editing) => {
    createState.reset();
    updateState.reset();
    setEditing(next);
  };

  return (
    <Card>
      <CardContent>
        <Stack direction="row" sx={{ justifyContent: 'space-between', alignItems: 'center', mb: 1 }}>
          <Typography variant="h2">Units</Typography>
          <Button startIcon={<AddIcon />} onClick={() => openEditor({ mode: 'add' })}>
            Add Unit
          </Button>
        </Stack>
        {units.length === 0 ? (
          <EmptyState
            title="No units yet"
            description="Add the units of this property to track rent, leases and tenants."
          />
        ) : (
          <Box component="ul" sx={{ p: 0, m: 0 }}>
            {units.slice(0, shownUnits).map((unit) => (
              <UnitItem
                key={unit.id}
                unit={unit}
                onEdit={() => openEditor({ mode: 'edit', unit })}
                onDelete={() => setDeleting(unit)}
                extra={unitExtra?.(unit)}
              />
            ))}
          </Box>
        )}
      </CardContent>
      {editing && (
        <UnitFormDialog
          title={editing.mode === 'edit' ? `Edit unit ${editing.unit.unit_label}` : 'Add Unit'}
          initial={editing.mode === 'edit' ? toUnitForm(editing.unit) : EMPTY_UNIT_FORM}
          saving={createState.isLoading || updateState.isLoading}
          error={messageOf(editing.mode === 'edit' ? updateState.error : createState.error)}
          onSave={save}
          onClose={() => setEditing(null)}
          canAddAnother={editing.mode === 'add'}
        />
      )}
      <ConfirmDialog
        open={!!deleting}
        title="Delete unit"
        message={`Delete unit "${deleting?.unit_label ?? ''}"? Its notes and rent increases are deleted with it.`}
        busy={deleteState.isLoading}
        error={messageOf(deleteState.error)}
        onConfirm={confirmDelete}
        onClose={() => {
          deleteState.reset();
          setDeleting(null);
        }}
      />
    </Card>
  );
}
