/**
 * The wrong codes guessed, by kind (a gift certificate's code per account, a promo code per client
 * network) and when, kept for an hour: the one log behind `modules/auth/wrong-guesses.ts`, the same
 * on PGlite and PostgreSQL and across processes. Only that a guess failed: no code, no address.
 * Released: never edit this file.
 */
export const wrongGuesses = `
  CREATE TABLE IF NOT EXISTS wrong_guesses (
    kind text NOT NULL,
    subject text NOT NULL,
    created_at timestamptz NOT NULL
  );
  CREATE INDEX IF NOT EXISTS wrong_guesses_kind_subject_created ON wrong_guesses (kind, subject, created_at);
`;
