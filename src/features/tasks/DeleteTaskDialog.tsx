import { errorMessage } from '../../api/errors';
import { ConfirmDialog } from '../../components/feedback/ConfirmDialog';
import { useNotify } from '../../components/feedback/FeedbackProvider';
import { useDeleteTaskMutation } from './tasksApi';

/** SPEC §5: 'Are you sure you want to delete "<title>"?' */
export function DeleteTaskDialog({
  task,
  onClose,
  onDeleted,
}: {
  task: { id: string; title: string };
  onClose: () => void;
  onDeleted?: () => void;
}) {
  const [deleteTask, { isLoading, error }] = useDeleteTaskMutation();
  const notify = useNotify();
  return (
    <ConfirmDialog
      open
      title="Delete task"
      message={`Are you sure you want to delete "${task.title}"?`}
      busy={isLoading}
      error={error ? errorMessage(error) : null}
      onConfirm={async () => {
        const result = await deleteTask(task.id);
        if (!result.error) {
          notify('Task deleted');
          onClose();
          onDeleted?.();
        }
      }}
      onClose={onClose}
    />
  );
}
