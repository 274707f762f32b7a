/**
 * Asks before leaving a form with unsaved changes: a link or back button inside the app opens a
 * confirmation; closing or reloading the tab gets the browser's own question.
 */
import { useEffect, useRef } from 'react';
import { useBlocker } from 'react-router';
import { ConfirmDialog } from '@/components/confirm-dialog';

export function useUnsavedChangesGuard(dirty: boolean) {
  // Set right before the page itself leaves (after a save), so that navigation is never asked about.
  const leaving = useRef(false);
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) =>
      dirty && !leaving.current && currentLocation.pathname !== nextLocation.pathname,
  );

  useEffect(() => {
    if (!dirty) return;
    const warn = (event: BeforeUnloadEvent) => {
      if (leaving.current) return;
      event.preventDefault();
    };
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [dirty]);

  const dialog = (
    <ConfirmDialog
      open={blocker.state === 'blocked'}
      title="入力内容が保存されていません"
      confirmLabel="保存せずに移動する"
      cancelLabel="入力を続ける"
      destructive
      onConfirm={() => blocker.proceed?.()}
      onCancel={() => blocker.reset?.()}
    >
      このページを離れると、入力した内容は失われます。
    </ConfirmDialog>
  );
  return { dialog, allowLeave: () => (leaving.current = true) };
}
