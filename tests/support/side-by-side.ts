import { describe } from 'vitest';

/**
 * A suite that runs side by side with the other such suites of its file, its own tests one after
 * another. For suites that share nothing (each its own app, database, data folder and clock) and
 * spend their time waiting on real processes, timers or delayed jobs: the waits of, say, the
 * PGlite and the PostgreSQL suite then overlap instead of adding up. `skip` says, as
 * `describe.skipIf` does, that the suite cannot run here (its title says why).
 */
export function describeSideBySide(name: string, tests: () => void, options: { skip?: boolean } = {}): void {
  const suite = options.skip ? describe.skip : describe;
  suite(name, { concurrent: true }, () => {
    describe('one test after another', { concurrent: false }, tests);
  });
}
