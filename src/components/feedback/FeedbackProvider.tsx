import { Alert, Button, Snackbar } from '@mui/material';
import { createContext, useCallback, useContext, useState, type ReactNode } from 'react';

type Severity = 'success' | 'error' | 'info' | 'warning';
/** One step the toast offers, such as Undo right after a change. */
export interface ToastAction {
  label: string;
  onClick: () => void;
}
type Notify = (message: string, severity?: Severity, action?: ToastAction) => void;
type Toast = { key: number; message: string; severity: Severity; action?: ToastAction };

const NotifyContext = createContext<Notify | null>(null);

/** One snackbar for the whole app: successes and errors that outlive the screen that caused them. */
export function FeedbackProvider({ children }: { children: ReactNode }) {
  const [toast, setToast] = useState<Toast | null>(null);
  const notify = useCallback<Notify>((message, severity = 'success', action) => {
    setToast({ key: Date.now(), message, severity, action });
  }, []);
  const act = () => {
    setToast(null);
    toast?.action?.onClick();
  };

  return (
    <NotifyContext.Provider value={notify}>
      {children}
      <Snackbar
        key={toast?.key}
        open={!!toast}
        // An error, or a toast offering a step, stays long enough to read and reach.
        autoHideDuration={toast?.severity === 'error' || toast?.action ? 8000 : 4000}
        onClose={(_e, reason) => reason !== 'clickaway' && setToast(null)}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'center' }}
      >
        {toast ? (
          <Alert
            severity={toast.severity}
            variant="filled"
            onClose={() => setToast(null)}
            action={
              toast.action ? (
                <Button color="inherit" size="small" onClick={act}>
                  {toast.action.label}
                </Button>
              ) : undefined
            }
            sx={{ width: '100%' }}
          >
            {toast.message}
          </Alert>
        ) : undefined}
      </Snackbar>
    </NotifyContext.Provider>
  );
}

/** The app's snackbar where there is one (parts that also draw outside the app, as in their own tests). */
export function useNotifyIfProvided(): Notify | null {
  return useContext(NotifyContext);
}

export function useNotify(): Notify {
  const notify = useContext(NotifyContext);
  if (!notify) throw new Error('useNotify must be used within a FeedbackProvider');
  return notify;
}
