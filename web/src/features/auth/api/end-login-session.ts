import { logout } from '../../../api/generated/hooks';
import { withoutErrorAlert } from '../../../lib/api-client';

let lastEnding: Promise<void> = Promise.resolve();

/**
 * «Выйти»: POST /api/logout/, the only request of this app that ends a login session (the login
 * screen never does: /login opened in another tab must not sign her out). A failed request leaves
 * nothing to undo here: the tab has forgotten her already.
 */
export function endLoginSession(): Promise<void> {
  lastEnding = logout(withoutErrorAlert).then(
    () => undefined,
    () => undefined,
  );
  return lastEnding;
}

/**
 * Resolves once the last sign-out of this tab has landed: the logout rotates the CSRF cookie, so the
 * login screen asks for its own only after that (else an older answer could overwrite the new one).
 */
export const loginSessionEnded = (): Promise<void> => lastEnding;
