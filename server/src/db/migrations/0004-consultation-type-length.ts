/**
 * Each consultation type's own length in minutes (`modules/catalog/catalog.ts`): a time is offered
 * for a type only if its session and the coach's buffer fit before the next busy time.
 * Released: never edit this file.
 */
export const consultationTypeLength = `
  ALTER TABLE consultation_types ADD COLUMN IF NOT EXISTS duration_minutes integer NOT NULL DEFAULT 60 CHECK (duration_minutes BETWEEN 15 AND 480);
`;
