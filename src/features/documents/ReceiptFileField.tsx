import CloseIcon from '@mui/icons-material/Close';
import { IconButton, Stack, Typography } from '@mui/material';
import { useState } from 'react';
import { useLandlordToday } from '../../api/useLandlordToday';
import { chooseFile, type ChosenFile } from './chosenFile';
import { FilePickButtons } from './FilePickButtons';

/**
 * A form's receipt: a PDF or a photo (on a phone, or take one), checked by its content as it is
 * chosen and kept in the form until what it belongs to is saved.
 */
export function ReceiptFileField({
  chosen,
  onChoose,
}: {
  chosen: ChosenFile | null;
  onChoose: (chosen: ChosenFile | null) => void;
}) {
  const today = useLandlordToday();
  const [problem, setProblem] = useState<string | null>(null);

  const choose = async (file: File) => {
    const result = await chooseFile(file, 'Receipt', today);
    setProblem('problem' in result ? result.problem : null);
    if ('chosen' in result) onChoose(result.chosen);
  };

  return (
    <Stack sx={{ gap: 0.5, mt: 2 }} role="group" aria-label="Receipt">
      {chosen ? (
        <Stack direction="row" sx={{ alignItems: 'center', gap: 1 }}>
          <Typography variant="body2" sx={{ overflowWrap: 'anywhere' }}>
            Receipt: {chosen.fileName}
          </Typography>
          <IconButton size="small" aria-label={`Remove ${chosen.fileName}`} onClick={() => onChoose(null)}>
            <CloseIcon fontSize="small" />
          </IconButton>
        </Stack>
      ) : (
        <FilePickButtons
          label="Attach receipt"
          chooseInputName="Receipt: choose a file"
          photoInputName="Receipt: take a photo"
          onFiles={([file]) => void choose(file)}
        />
      )}
      {problem && (
        <Typography variant="body2" color="error" role="alert">
          {problem}
        </Typography>
      )}
    </Stack>
  );
}
