import { useSyncExternalStore } from 'react';
import { ALERT_DURATION_MS } from '../../config/constants';

/** One alert at a time (spec 8, 9): a status like the HTTP one and the text to show. */
export type AppAlert = { id: number; status: number; text: string };

let current: AppAlert | null = null;
let sequence = 0;
let timer: ReturnType<typeof setTimeout> | undefined;
const listeners = new Set<() => void>();

function emit(): void {
  for (const listener of [...listeners]) listener();
}

export function clearAlert(): void {
  clearTimeout(timer);
  if (current === null) return;
  current = null;
  emit();
}

/** Shows the alert and clears it after ALERT_DURATION_MS; a newer alert replaces the older one. */
export function showAlert(status: number, text: string): void {
  clearTimeout(timer);
  current = { id: ++sequence, status, text };
  timer = setTimeout(clearAlert, ALERT_DURATION_MS);
  emit();
}

/** Calls `listener` at every change of the alert shown (`currentAlert`); returns how to stop. */
export function watchAlerts(listener: () => void): () => void {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

/** The alert shown now, if any. */
export const currentAlert = (): AppAlert | null => current;

export function useAppAlert(): AppAlert | null {
  return useSyncExternalStore(watchAlerts, currentAlert, () => null);
}
