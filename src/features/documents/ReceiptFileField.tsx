import AttachFileIcon from '@mui/icons-material/AttachFile';
import CloseIcon from '@mui/icons-material/Close';
import PhotoCameraOutlinedIcon from '@mui/icons-material/PhotoCameraOutlined';
import { Button, IconButton, Stack, Typography, useMediaQuery, useTheme } from '@mui/material';
import { useRef, useState, type ChangeEvent } from 'react';
import { useLandlordToday } from '../../api/useLandlordToday';
import { chooseFile, type ChosenFile } from './chosenFile';

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
  const phone = useMediaQuery(useTheme().breakpoints.down('sm'));
  const fileInput = useRef<HTMLInputElement>(null);
  const cameraInput = useRef<HTMLInputElement>(null);
  const [problem, setProblem] = useState<string | null>(null);

  const choose = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
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
        <Stack direction="row" sx={{ gap: 1, flexWrap: 'wrap' }}>
          <Button
            size="small"
            variant="outlined"
            startIcon={<AttachFileIcon />}
            onClick={() => fileInput.current?.click()}
          >
            Attach receipt
          </Button>
          {phone && (
            <Button
              size="small"
              variant="outlined"
              startIcon={<PhotoCameraOutlinedIcon />}
              onClick={() => cameraInput.current?.click()}
            >
              Take photo
            </Button>
          )}
        </Stack>
      )}
      <input
        ref={fileInput}
        type="file"
        hidden
        accept="application/pdf,image/*"
        aria-label="Receipt: choose a file"
        onChange={(e) => void choose(e)}
      />
      {phone && (
        <input
          ref={cameraInput}
          type="file"
          hidden
          accept="image/*"
          capture="environment"
          aria-label="Receipt: take a photo"
          onChange={(e) => void choose(e)}
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
