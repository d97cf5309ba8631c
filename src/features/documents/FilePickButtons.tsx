import AttachFileIcon from '@mui/icons-material/AttachFile';
import PhotoCameraOutlinedIcon from '@mui/icons-material/PhotoCameraOutlined';
import { Button, Stack, useMediaQuery, useTheme } from '@mui/material';
import { useRef } from 'react';

export interface FilePickButtonsProps {
  /** The attach button's text ("Attach", "Attach receipt"). */
  label: string;
  /** The buttons' accessible names where several sit in one list; by default their text. */
  attachName?: string;
  photoName?: string;
  /** The hidden inputs' accessible names (tests and screen readers reach them by these). */
  chooseInputName: string;
  photoInputName: string;
  multiple?: boolean;
  /** The files picked; the input is cleared, so the same file can be picked again. */
  onFiles: (files: File[]) => void;
}

/** A PDF or an image from the device, and on a phone a photo from the camera. */
export function FilePickButtons({
  label,
  attachName,
  photoName,
  chooseInputName,
  photoInputName,
  multiple = false,
  onFiles,
}: FilePickButtonsProps) {
  const phone = useMediaQuery(useTheme().breakpoints.down('sm'));
  const fileInput = useRef<HTMLInputElement>(null);
  const cameraInput = useRef<HTMLInputElement>(null);
  const picked = (input: HTMLInputElement) => {
    const files = [...(input.files ?? [])];
    input.value = '';
    if (files.length > 0) onFiles(files);
  };
  return (
    <>
      <Stack direction="row" sx={{ gap: 1, flexWrap: 'wrap' }}>
        <Button
          size="small"
          variant="outlined"
          startIcon={<AttachFileIcon />}
          aria-label={attachName}
          onClick={() => fileInput.current?.click()}
        >
          {label}
        </Button>
        {phone && (
          <Button
            size="small"
            variant="outlined"
            startIcon={<PhotoCameraOutlinedIcon />}
            aria-label={photoName}
            onClick={() => cameraInput.current?.click()}
          >
            Take photo
          </Button>
        )}
      </Stack>
      <input
        ref={fileInput}
        type="file"
        hidden
        multiple={multiple}
        accept="application/pdf,image/*"
        aria-label={chooseInputName}
        onChange={(e) => picked(e.target)}
      />
      {phone && (
        <input
          ref={cameraInput}
          type="file"
          hidden
          accept="image/*"
          capture="environment"
          aria-label={photoInputName}
          onChange={(e) => picked(e.target)}
        />
      )}
    </>
  );
}
