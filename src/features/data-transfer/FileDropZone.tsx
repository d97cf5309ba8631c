import UploadFileOutlinedIcon from '@mui/icons-material/UploadFileOutlined';
import { Box, Button, Typography } from '@mui/material';
import { useId, useState, type DragEvent } from 'react';

type Props = { accept: string; hint: string; onFile: (file: File) => void; disabled?: boolean };

/** A file picker that also takes a file dropped onto it. */
export function FileDropZone({ accept, hint, onFile, disabled }: Props) {
  const inputId = useId();
  const [over, setOver] = useState(false);
  const drop = (event: DragEvent) => {
    event.preventDefault();
    setOver(false);
    const file = event.dataTransfer.files[0];
    if (file && !disabled) onFile(file);
  };
  return (
    <Box
      onDragOver={(e) => {
        e.preventDefault();
        setOver(true);
      }}
      onDragLeave={() => setOver(false)}
      onDrop={drop}
      data-testid="file-drop-zone"
      sx={{
        border: 2,
        borderStyle: 'dashed',
        borderColor: over ? 'primary.main' : 'divider',
        borderRadius: 2,
        p: { xs: 2, sm: 4 },
        textAlign: 'center',
        bgcolor: over ? 'action.hover' : 'transparent',
      }}
    >
      <UploadFileOutlinedIcon color="action" sx={{ fontSize: 40 }} aria-hidden />
      <Typography sx={{ mb: 1 }}>Drop a file here, or</Typography>
      <Button variant="outlined" component="label" htmlFor={inputId} disabled={disabled}>
        Choose a file
        <input
          id={inputId}
          type="file"
          accept={accept}
          hidden
          onChange={(e) => {
            const file = e.target.files?.[0];
            e.target.value = '';
            if (file) onFile(file);
          }}
        />
      </Button>
      <Typography variant="body2" color="textSecondary" sx={{ mt: 1 }}>
        {hint}
      </Typography>
    </Box>
  );
}
