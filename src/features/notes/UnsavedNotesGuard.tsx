import { useEffect } from 'react';
import { useAppSelector } from '../../app/hooks';
import { ConfirmDialog } from '../../components/feedback/ConfirmDialog';
import { useNavigationBlocker } from '../../components/navigation/useNavigationBlocker';
import { selectHasUnsavedNotes } from './noteDraftsSlice';

/**
 * Never lose a note: leaving the page (in the app or the browser) with unsaved text asks first.
 * A save started by the blur of the same click may finish while asking; then it simply goes on.
 */
export function UnsavedNotesGuard() {
  const unsaved = useAppSelector(selectHasUnsavedNotes);
  const blocker = useNavigationBlocker(
    ({ currentLocation, nextLocation }) => unsaved && currentLocation.pathname !== nextLocation.pathname,
  );

  useEffect(() => {
    if (blocker.state === 'blocked' && !unsaved) blocker.proceed();
  }, [blocker, unsaved]);

  useEffect(() => {
    if (!unsaved) return;
    const warn = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [unsaved]);

  return (
    <ConfirmDialog
      open={blocker.state === 'blocked'}
      title="Leave without saving?"
      message="Some notes are not saved yet. They stay in this browser, but the property manager will not see them until they are saved."
      confirmLabel="Leave"
      onConfirm={() => blocker.proceed?.()}
      onClose={() => blocker.reset?.()}
    />
  );
}
