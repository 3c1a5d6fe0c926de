/**
 * The registration form's consent to pass the address to the mail service (issue 48, 156-FZ), kept
 * with the code until the account is opened, when it is recorded in her ledger.
 * Released: never edit this file.
 */
export const registrationMailConsent = `
  ALTER TABLE login_codes ADD COLUMN IF NOT EXISTS mail_consent boolean NOT NULL DEFAULT false;
`;
