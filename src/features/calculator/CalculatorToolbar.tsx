import { Alert, Box, Button, Snackbar } from '@mui/material';
import { nanoid } from '@reduxjs/toolkit';
import { useState } from 'react';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { CalculatorSettingsDialog } from './CalculatorSettingsDialog';
import { newPropertyStarted, propertyIdentified, selectDraft } from './calculatorDraftSlice';
import { selectCalculatorSettings } from './calculatorSettingsSlice';
import { NameDialog } from './NameDialog';
import { SavedPropertiesDialog } from './SavedPropertiesDialog';
import { propertySaved, selectSavedPropertyById } from './savedPropertiesSlice';

type Open = 'save' | 'load' | 'settings' | null;

/** SPEC §2 actions New, Load, Save and Settings; the toast lasts 2 s (SPEC §9). */
export function CalculatorToolbar() {
  const dispatch = useAppDispatch();
  const draft = useAppSelector(selectDraft);
  const settings = useAppSelector(selectCalculatorSettings);
  const alreadySaved = useAppSelector((state) => (draft.id ? !!selectSavedPropertyById(state, draft.id) : false));
  const [open, setOpen] = useState<Open>(null);
  const [toast, setToast] = useState(false);

  const saveAs = (id: string, name: string) => {
    dispatch(propertyIdentified({ id, name }));
    dispatch(propertySaved({ ...draft, id, name, savedAt: new Date().toISOString() }));
    setOpen(null);
    setToast(true);
  };
  const save = () => (alreadySaved && draft.id ? saveAs(draft.id, draft.name) : setOpen('save'));

  return (
    <>
      <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
        <Button variant="outlined" onClick={() => dispatch(newPropertyStarted(settings))}>
          New
        </Button>
        <Button variant="outlined" onClick={() => setOpen('load')}>
          Load
        </Button>
        <Button variant="contained" onClick={save}>
          Save
        </Button>
        <Button variant="outlined" onClick={() => setOpen('settings')}>
          Settings
        </Button>
      </Box>
      {open === 'save' && (
        <NameDialog
          title="Save Property"
          initialName={draft.name}
          confirmLabel="Save"
          onConfirm={(name) => saveAs(nanoid(), name)}
          onClose={() => setOpen(null)}
        />
      )}
      {open === 'load' && <SavedPropertiesDialog onClose={() => setOpen(null)} />}
      {open === 'settings' && <CalculatorSettingsDialog onClose={() => setOpen(null)} />}
      <Snackbar
        open={toast}
        autoHideDuration={2000}
        onClose={() => setToast(false)}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'center' }}
      >
        <Alert severity="success" variant="filled" onClose={() => setToast(false)}>
          Property saved successfully
        </Alert>
      </Snackbar>
    </>
  );
}
