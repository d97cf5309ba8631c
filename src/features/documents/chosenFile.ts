import type { ThunkDispatch, UnknownAction } from '@reduxjs/toolkit';
import type { DocumentOwner } from './documentsApi';
import { defaultDocumentName, type DocumentContentType, type DocumentKind } from './documentRules';
import { prepareFile } from './prepareFile';
import { queueUpload, type ForCompletion } from './uploadQueue';

/**
 * A file chosen in a form before what it belongs to exists (a completion's receipt, before
 * complete_task has made the payment): checked and made smaller at once, sent once the owner is known.
 */
export interface ChosenFile {
  id: string;
  fileName: string;
  file: Blob;
  contentType: DocumentContentType;
  name: string;
  kind: DocumentKind;
}

export async function chooseFile(
  file: File,
  kind: DocumentKind,
  today: string,
): Promise<{ chosen: ChosenFile } | { problem: string }> {
  const prepared = await prepareFile(file);
  if (!prepared.ok) return { problem: `${file.name}: ${prepared.message}` };
  return {
    chosen: {
      id: crypto.randomUUID(),
      fileName: file.name,
      file: prepared.body,
      contentType: prepared.contentType,
      name: defaultDocumentName(kind, file.name, today),
      kind,
    },
  };
}

/** Chosen files already handed to the upload queue: a screen drawn again never sends one twice. */
const sent = new Set<string>();

/**
 * Sends a chosen file through the upload queue (which keeps it through a bad connection and a
 * reload): to its owner, or to the payment a completion makes once that completion is saved.
 */
export function sendChosenFile(
  dispatch: ThunkDispatch<unknown, unknown, UnknownAction>,
  chosen: ChosenFile,
  to: { owner: DocumentOwner } | { forCompletion: ForCompletion },
): void {
  if (sent.has(chosen.id)) return;
  sent.add(chosen.id);
  void queueUpload(dispatch, { ...chosen, ...to });
}
