/**
 * Wrong codes are bounded per mailed code across every request that accepts it
 * (`modules/auth/rate-limits.ts`, `failedAttemptsOfCode`): those requests are found by `code_of`.
 * Released: never edit this file.
 */
export const loginCodeGuesses = `
  CREATE INDEX IF NOT EXISTS login_codes_code_of ON login_codes (code_of) WHERE code_of IS NOT NULL;
`;
