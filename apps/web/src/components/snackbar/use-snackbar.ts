import { useContext } from 'react';
import { type SnackbarApi, SnackbarContext } from './snackbar-context';

/** `useSnackbar().show('update')` or `show({ message, severity: 'error' })`. */
export function useSnackbar(): SnackbarApi {
  const api = useContext(SnackbarContext);
  if (!api) throw new Error('useSnackbar must be used inside <SnackbarProvider>');
  return api;
}
