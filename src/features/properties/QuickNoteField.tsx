import { useState } from 'react';
import { queueSave } from '../../api/saveQueue/saveQueue';
import { queuedSaveText, useQueuedSave } from '../../api/saveQueue/useQueuedSave';
import { useAppDispatch } from '../../app/hooks';
import { GrowingTextField } from '../../components/form/GrowingTextField';

/**
 * SPEC §4: a quick note is saved on blur when its trimmed text is not empty. It goes through the
 * save queue: without a connection it waits there, kept across reloads, and is sent later.
 */
export function QuickNoteField({ unitId, unitLabel }: { unitId: string; unitLabel: string }) {
  const dispatch = useAppDispatch();
  const [text, setText] = useState('');
  const [sending, setSending] = useState(false);
  // 'direct': saved at once (SPEC 'Note saved'); 'queued': this box's save went through the queue's states.
  const [outcome, setOutcome] = useState<'none' | 'direct' | 'queued'>('none');
  const save = useQueuedSave(`quick-note:${unitId}`);

  const submit = async () => {
    const body = text.trim();
    if (!body) return;
    setSending(true);
    const result = await dispatch(
      queueSave({
        key: `quick-note:${unitId}`,
        endpoint: 'addQuickNote',
        args: { id: crypto.randomUUID(), unitId, body },
      }),
    );
    setSending(false);
    setOutcome(result?.status === 'saved' ? 'direct' : 'queued');
    // A refused note stays in the box to be fixed; a sent or waiting one is the queue's to keep.
    if (result?.status !== 'refused') setText('');
  };

  const pending = save?.status === 'waiting' || save?.status === 'sending';
  const status = outcome === 'direct' ? 'Note saved' : outcome === 'queued' || pending ? queuedSaveText(save) : '';
  return (
    <GrowingTextField
      size="small"
      fullWidth
      label={`Quick note for ${unitLabel}`}
      placeholder="Saved when you leave the box"
      value={text}
      onChange={(e) => {
        setText(e.target.value);
        setOutcome('none');
      }}
      onBlur={submit}
      disabled={sending}
      error={outcome === 'queued' && save?.status === 'refused'}
      helperText={sending ? 'Saving...' : status}
      maxRows={4}
    />
  );
}
