import { useSyncExternalStore } from 'react';
import type { User } from '../api/generated/model';

/** The short user lives in sessionStorage (spec 4, 9): it survives a reload, not a new tab. */
const STORAGE_KEY = 'auth';

let cached: User | null | undefined;
const listeners = new Set<() => void>();

function isUser(value: unknown): value is User {
  if (typeof value !== 'object' || value === null) return false;
  const user = value as Record<string, unknown>;
  return typeof user.id === 'string' && typeof user.email === 'string' && typeof user.is_superuser === 'boolean';
}

function load(): User | null {
  try {
    const raw = sessionStorage.getItem(STORAGE_KEY);
    const parsed: unknown = raw ? JSON.parse(raw) : null;
    const user = typeof parsed === 'object' && parsed !== null ? (parsed as { user?: unknown }).user : undefined;
    return isUser(user) ? user : null;
  } catch {
    return null;
  }
}

function persist(user: User | null): void {
  try {
    if (user) sessionStorage.setItem(STORAGE_KEY, JSON.stringify({ user }));
    else sessionStorage.removeItem(STORAGE_KEY);
  } catch {
    // Storage can be unavailable (private mode, quota); the in-memory value still works.
  }
}

function emit(): void {
  for (const listener of [...listeners]) listener();
}

export const authStore = {
  getUser: (): User | null => {
    cached ??= load();
    return cached;
  },
  setUser(user: User): void {
    cached = { id: user.id, email: user.email, is_superuser: user.is_superuser };
    persist(cached);
    emit();
  },
  clear(): void {
    cached = null;
    persist(null);
    emit();
  },
  subscribe: (listener: () => void): (() => void) => {
    listeners.add(listener);
    return () => {
      listeners.delete(listener);
    };
  },
};

/** The signed-in short user, or null for a guest. */
export function useUser(): User | null {
  return useSyncExternalStore(authStore.subscribe, authStore.getUser, () => null);
}
