import { SNACKBAR_TIMEOUT_MS } from '@mirume/shared';
import Alert from '@mui/material/Alert';
import Snackbar from '@mui/material/Snackbar';
import { type ReactNode, useCallback, useMemo, useState } from 'react';
import {
  type SnackbarApi,
  SnackbarContext,
  type SnackbarMessage,
  toSnackbarMessage,
} from './snackbar-context';

interface Shown extends SnackbarMessage {
  key: number;
}

/** One snackbar for the whole app; a new message replaces the one on screen. */
export function SnackbarProvider({ children }: { children: ReactNode }) {
  const [current, setCurrent] = useState<Shown | null>(null);
  const [open, setOpen] = useState(false);

  const show = useCallback<SnackbarApi['show']>((input) => {
    setCurrent({ ...toSnackbarMessage(input), key: Date.now() + Math.random() });
    setOpen(true);
  }, []);
  const api = useMemo(() => ({ show }), [show]);

  const handleClose = (_event?: unknown, reason?: string) => {
    if (reason === 'clickaway') return;
    setOpen(false);
  };

  return (
    <SnackbarContext.Provider value={api}>
      {children}
      <Snackbar
        key={current?.key}
        open={open}
        autoHideDuration={SNACKBAR_TIMEOUT_MS}
        onClose={handleClose}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'center' }}
      >
        {current ? (
          <Alert
            onClose={handleClose}
            severity={current.severity}
            variant="filled"
            role={current.severity === 'error' ? 'alert' : 'status'}
            sx={{ width: '100%', minWidth: { sm: 320 }, fontWeight: 500 }}
          >
            {current.message}
          </Alert>
        ) : undefined}
      </Snackbar>
    </SnackbarContext.Provider>
  );
}
