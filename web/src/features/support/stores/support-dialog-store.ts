import { useSyncExternalStore } from 'react';

/**
 * Whether «Запрос в поддержку» is open. Shared because two places open it: the cabinet's rail and,
 * on a phone, the header's menu, which is the one menu there.
 */
let open = false;
const listeners = new Set<() => void>();

function set(value: boolean): void {
  if (open === value) return;
  open = value;
  for (const listener of [...listeners]) listener();
}

export const openSupportDialog = (): void => set(true);
export const closeSupportDialog = (): void => set(false);

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

export function useSupportDialogOpen(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => open,
    () => false,
  );
}
