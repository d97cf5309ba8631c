import { Alert, Button, LinearProgress, Stack, Typography } from '@mui/material';
import { useState } from 'react';
import { errorMessage } from '../../api/errors';
import {
  useClearUnfinishedImportStepMutation,
  useGetUnfinishedImportQuery,
  useRemoveUnfinishedImportFilesMutation,
} from './dataTransferApi';
import { rowCount } from './rowCount';

interface Props {
  /** Tells the card what happened, in its message area. */
  onDone: (message: { severity: 'success' | 'error'; text: string }) => void;
}

/**
 * An import that did not finish (a closed tab) leaves its rows, marked as its own, until they are
 * removed. The database knows it, so this shows after any reload and in another browser. It cannot
 * be resumed: the file stays in the browser that chose it, and which of its chunks arrived is not
 * kept. Removing takes its documents' files, then runs in short steps, each removing a few thousand
 * rows, with the rows left shown.
 */
export function UnfinishedImportNotice({ onDone }: Props) {
  const { data: unfinished } = useGetUnfinishedImportQuery();
  const [clearStep] = useClearUnfinishedImportStepMutation();
  const [removeFiles] = useRemoveUnfinishedImportFilesMutation();
  const [left, setLeft] = useState<number | null>(null);

  if (!unfinished || (unfinished.rows === 0 && left === null)) return null;
  const total = unfinished.rows;

  const fail = (reason: string) => {
    setLeft(null);
    onDone({ severity: 'error', text: `The unfinished import could not be removed (${reason}). Try again.` });
  };

  const remove = async () => {
    setLeft(total);
    // Its documents' files first: its rows name them.
    const files = await removeFiles(unfinished.id);
    if (files.error) return fail(errorMessage(files.error));
    let before = Infinity;
    for (;;) {
      const answer = await clearStep(unfinished.id);
      if (answer.error || answer.data >= before)
        return fail(answer.error ? errorMessage(answer.error) : 'a step removed nothing');
      setLeft(answer.data);
      if (answer.data === 0) break;
      before = answer.data;
    }
    setLeft(null);
    onDone({
      severity: 'success',
      text: `Removed the unfinished import's ${rowCount(total)}. You can import a file now.`,
    });
  };

  const removing = left !== null;
  return (
    <Alert
      severity="warning"
      role="region"
      aria-label="Unfinished import"
      action={
        <Button color="inherit" size="small" onClick={remove} disabled={removing}>
          {removing ? 'Removing...' : 'Remove'}
        </Button>
      }
      sx={{ mb: 2 }}
    >
      <Typography>An import did not finish — remove its {rowCount(total)}.</Typography>
      {removing && (
        <Stack spacing={0.5} sx={{ mt: 1 }}>
          <LinearProgress
            variant="determinate"
            value={total ? ((total - left) / total) * 100 : 100}
            aria-label="Removing the unfinished import"
          />
          <Typography variant="body2">{rowCount(left)} left</Typography>
        </Stack>
      )}
    </Alert>
  );
}
