import { useState } from 'react';
import { ConfirmDialog } from '../../components/feedback/ConfirmDialog';
import { useNotify } from '../../components/feedback/FeedbackProvider';
import { useDeletePropertyManagerMutation } from './managersApi';
import { deleteManagerMessage, MANAGER_DELETED, type PropertyManager } from './managerRules';
import { errorMessage } from '../../api/errors';

interface DeleteManagerDialogProps {
  open: boolean;
  manager: PropertyManager | null;
  onClose: () => void;
}

/** SPEC §5 manager delete confirmation; a failure stays in the dialog instead of only being logged. Mount with a new key per opening. */
export function DeleteManagerDialog({ open, manager, onClose }: DeleteManagerDialogProps) {
  const notify = useNotify();
  const [remove, { isLoading }] = useDeletePropertyManagerMutation();
  const [error, setError] = useState<string | null>(null);

  const confirm = async () => {
    if (!manager) return;
    setError(null);
    const response = await remove(manager.id);
    if ('error' in response) {
      setError(errorMessage(response.error));
      return;
    }
    notify(MANAGER_DELETED);
    onClose();
  };

  return (
    <ConfirmDialog
      open={open}
      title="Delete property manager"
      message={manager ? deleteManagerMessage(manager.name) : ''}
      busy={isLoading}
      error={error}
      onConfirm={confirm}
      onClose={onClose}
    />
  );
}
