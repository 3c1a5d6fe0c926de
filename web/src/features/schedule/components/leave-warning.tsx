import Typography from '@mui/joy/Typography';
import { useContext, useEffect } from 'react';
import { UNSAFE_DataRouterContext, useBlocker } from 'react-router';
import { ConfirmDialog } from '../../../components/confirm-dialog/confirm-dialog';

export type LeaveWarningProps = {
  /** Whether there is something unsaved: only then does leaving warn. */
  unsaved: boolean;
  /** What would be lost, in words. */
  children: string;
};

/** Closing or reloading the tab asks the browser's own question while something is unsaved. */
function useBeforeUnloadWarning(unsaved: boolean) {
  useEffect(() => {
    if (!unsaved) return undefined;
    const warn = (event: BeforeUnloadEvent) => {
      event.preventDefault();
    };
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [unsaved]);
}

/** A move to another page of the app is held until the coach leaves anyway or stays. */
function BlockedMove({ unsaved, children }: LeaveWarningProps) {
  const blocker = useBlocker(({ currentLocation, nextLocation }) => unsaved && currentLocation.pathname !== nextLocation.pathname);
  // Saved meanwhile (or the changes were undone): a held move has nothing to wait for.
  useEffect(() => {
    if (blocker.state === 'blocked' && !unsaved) blocker.reset();
  }, [blocker, unsaved]);
  return (
    <ConfirmDialog
      open={blocker.state === 'blocked'}
      title="Уйти без сохранения?"
      confirmLabel="Уйти без сохранения"
      cancelLabel="Остаться"
      onConfirm={() => blocker.proceed?.()}
      onClose={() => blocker.reset?.()}
    >
      <Typography>{children}</Typography>
    </ConfirmDialog>
  );
}

/**
 * Warns before unsaved changes are lost: leaving for another page of the app asks first
 * (react-router's `useBlocker`), closing or reloading the tab asks the browser (`beforeunload`).
 * The app's router is a data router; under a plain one (stories) only the tab's question is there.
 */
export function LeaveWarning({ unsaved, children }: LeaveWarningProps) {
  useBeforeUnloadWarning(unsaved);
  const dataRouter = useContext(UNSAFE_DataRouterContext);
  return dataRouter ? <BlockedMove unsaved={unsaved}>{children}</BlockedMove> : null;
}
