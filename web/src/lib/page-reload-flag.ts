import { PAGE_RELOAD_FLAG_KEY } from '../config/constants';

/** The one automatic reload after a page failed to load (spec 2.2) is marked in localStorage. */
export function hasReloadAttempt(): boolean {
  try {
    return localStorage.getItem(PAGE_RELOAD_FLAG_KEY) !== null;
  } catch {
    return true; // without storage we cannot remember the attempt, so never loop
  }
}

export function markReloadAttempt(): void {
  try {
    localStorage.setItem(PAGE_RELOAD_FLAG_KEY, String(Date.now()));
  } catch {
    // see hasReloadAttempt
  }
}

export function clearReloadAttempt(): void {
  try {
    localStorage.removeItem(PAGE_RELOAD_FLAG_KEY);
  } catch {
    // nothing to clear
  }
}

const pageLoadFailure =
  /dynamically imported module|Importing a module script failed|Failed to load module script|Unable to preload CSS|ChunkLoadError/i;

/** A lazily loaded page (its script or styles) could not be fetched, e.g. after a new deploy. */
export function isPageLoadError(error: unknown): boolean {
  return error instanceof Error && (pageLoadFailure.test(error.message) || pageLoadFailure.test(error.name));
}
