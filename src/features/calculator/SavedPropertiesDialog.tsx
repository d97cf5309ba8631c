import {
  Box,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  List,
  ListItem,
  Typography,
} from '@mui/material';
import { useState } from 'react';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { ConfirmDialog } from '../../components/feedback/ConfirmDialog';
import { EmptyState } from '../../components/feedback/EmptyState';
import { propertyIdentified, propertyLoaded, selectDraft } from './calculatorDraftSlice';
import { formatWholeCurrency } from './calculatorFormat';
import { NameDialog } from './NameDialog';
import { savedPropertyDeleted, savedPropertyRenamed, selectSavedProperties } from './savedPropertiesSlice';
import type { SavedProperty } from './types';

/** SPEC §4 saved list: Load, rename (prompt), delete (confirm). */
export function SavedPropertiesDialog({ onClose }: { onClose: () => void }) {
  const dispatch = useAppDispatch();
  const saved = useAppSelector(selectSavedProperties);
  const draft = useAppSelector(selectDraft);
  const [renaming, setRenaming] = useState<SavedProperty | null>(null);
  const [deleting, setDeleting] = useState<SavedProperty | null>(null);

  const rename = (id: string, name: string) => {
    dispatch(savedPropertyRenamed({ id, name }));
    // The open draft is the same deal under its old name; keep the two in step.
    if (draft.id === id) dispatch(propertyIdentified({ id, name }));
    setRenaming(null);
  };
  const remove = (id: string) => {
    dispatch(savedPropertyDeleted(id));
    // The draft stays on screen but is no longer saved, so the next Save asks for a name.
    if (draft.id === id) dispatch(propertyIdentified({ id: null, name: draft.name }));
    setDeleting(null);
  };

  return (
    <>
      <Dialog open onClose={onClose} aria-labelledby="saved-title" maxWidth="sm" fullWidth>
        <DialogTitle id="saved-title">Saved Properties</DialogTitle>
        <DialogContent sx={{ px: { xs: 2, sm: 3 } }}>
          {saved.length === 0 ? (
            <EmptyState title="No saved properties" description="Save a deal to find it here again." component="h3" />
          ) : (
            <List aria-label="Saved properties">
              {saved.map((property) => (
                <ListItem key={property.id} aria-label={property.name} divider sx={{ display: 'block', px: 0 }}>
                  <Typography sx={{ fontWeight: 700 }}>{property.name}</Typography>
                  <Typography variant="body2" color="textSecondary">
                    {[property.address, formatWholeCurrency(property.purchasePrice)].filter(Boolean).join(' · ')}
                  </Typography>
                  <Box sx={{ display: 'flex', gap: 1, mt: 1, flexWrap: 'wrap' }}>
                    <Button
                      size="small"
                      variant="contained"
                      onClick={() => (dispatch(propertyLoaded(property)), onClose())}
                    >
                      Load
                    </Button>
                    <Button size="small" onClick={() => setRenaming(property)} aria-label={`Rename ${property.name}`}>
                      Rename
                    </Button>
                    <Button
                      size="small"
                      color="error"
                      onClick={() => setDeleting(property)}
                      aria-label={`Delete ${property.name}`}
                    >
                      Delete
                    </Button>
                  </Box>
                </ListItem>
              ))}
            </List>
          )}
        </DialogContent>
        <DialogActions sx={{ px: 3, pb: 2 }}>
          <Button onClick={onClose}>Close</Button>
        </DialogActions>
      </Dialog>
      {renaming && (
        <NameDialog
          title="Rename Property"
          initialName={renaming.name}
          confirmLabel="Rename"
          onConfirm={(name) => rename(renaming.id, name)}
          onClose={() => setRenaming(null)}
        />
      )}
      <ConfirmDialog
        open={!!deleting}
        title="Delete Saved Property"
        message={deleting ? `Delete "${deleting.name}"?` : ''}
        onConfirm={() => deleting && remove(deleting.id)}
        onClose={() => setDeleting(null)}
      />
    </>
  );
}
