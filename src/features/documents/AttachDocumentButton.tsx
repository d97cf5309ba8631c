import { Alert, Stack } from '@mui/material';
import { useState } from 'react';
import { useLandlordToday } from '../../api/useLandlordToday';
import { useAppDispatch } from '../../app/hooks';
import type { DocumentOwner, DocumentRow } from './documentsApi';
import { FilePickButtons } from './FilePickButtons';
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
  const [problems, setProblems] = useState<string[]>([]);

  const attach = async (files: File[]) => {
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
      <FilePickButtons
        label={label}
        attachName={subject ? name : undefined}
        photoName={subject ? `Take photo for ${subject}` : undefined}
        chooseInputName={`${name}: choose files`}
        photoInputName={subject ? `Take photo for ${subject}` : 'Take photo'}
        multiple
        onFiles={(files) => void attach(files)}
      />
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
