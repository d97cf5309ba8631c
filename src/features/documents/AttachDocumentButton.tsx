import AttachFileIcon from '@mui/icons-material/AttachFile';
import PhotoCameraOutlinedIcon from '@mui/icons-material/PhotoCameraOutlined';
import { Alert, Button, Stack, useMediaQuery, useTheme } from '@mui/material';
import { useRef, useState, type ChangeEvent } from 'react';
import { useLandlordToday } from '../../api/useLandlordToday';
import { useAppDispatch } from '../../app/hooks';
import type { DocumentOwner, DocumentRow } from './documentsApi';
import { defaultDocumentName, type DocumentKind } from './documentRules';
import { prepareFile } from './prepareFile';
import { queueUpload } from './uploadQueue';

export interface AttachDocumentButtonProps {
  /** What the document belongs to; none: the account's. */
  owner?: DocumentOwner | null;
  kind: DocumentKind;
  label?: string;
  /** What it attaches to, in the button's accessible name where several sit in one list ("Attach receipt to Water"). */
  subject?: string;
  onSaved?: (doc: DocumentRow) => void;
}

/**
 * Attach a PDF or an image (on a phone, or take a photo). Each file is checked by its content,
 * photos are made smaller, and it joins the upload queue; a file that cannot go says why.
 */
export function AttachDocumentButton({ owner, kind, label = 'Attach', subject, onSaved }: AttachDocumentButtonProps) {
  const name = subject ? `${label} to ${subject}` : label;
  const dispatch = useAppDispatch();
  const today = useLandlordToday();
  const phone = useMediaQuery(useTheme().breakpoints.down('sm'));
  const fileInput = useRef<HTMLInputElement>(null);
  const cameraInput = useRef<HTMLInputElement>(null);
  const [problems, setProblems] = useState<string[]>([]);

  const attach = async (event: ChangeEvent<HTMLInputElement>) => {
    const files = [...(event.target.files ?? [])];
    event.target.value = '';
    const refused: string[] = [];
    const sends: Promise<void>[] = [];
    for (const file of files) {
      const prepared = await prepareFile(file);
      if (!prepared.ok) {
        refused.push(`${file.name}: ${prepared.message}`);
        continue;
      }
      sends.push(
        queueUpload(dispatch, {
          file: prepared.body,
          fileName: file.name,
          contentType: prepared.contentType,
          name: defaultDocumentName(kind, file.name, today),
          kind,
          owner,
          onSaved,
        }),
      );
    }
    setProblems(refused);
    await Promise.all(sends);
  };

  return (
    <Stack sx={{ gap: 1 }}>
      <Stack direction="row" sx={{ gap: 1, flexWrap: 'wrap' }}>
        <Button
          size="small"
          variant="outlined"
          startIcon={<AttachFileIcon />}
          aria-label={subject ? name : undefined}
          onClick={() => fileInput.current?.click()}
        >
          {label}
        </Button>
        {phone && (
          <Button
            size="small"
            variant="outlined"
            startIcon={<PhotoCameraOutlinedIcon />}
            aria-label={subject ? `Take photo for ${subject}` : undefined}
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
        multiple
        accept="application/pdf,image/*"
        aria-label={`${name}: choose files`}
        onChange={(e) => void attach(e)}
      />
      {phone && (
        <input
          ref={cameraInput}
          type="file"
          hidden
          accept="image/*"
          capture="environment"
          aria-label={subject ? `Take photo for ${subject}` : 'Take photo'}
          onChange={(e) => void attach(e)}
        />
      )}
      {problems.length > 0 && (
        <Alert severity="error" onClose={() => setProblems([])}>
          {problems.map((p) => (
            <div key={p}>{p}</div>
          ))}
        </Alert>
      )}
    </Stack>
  );
}
