import path from 'node:path';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

const root = path.resolve(import.meta.dirname, '../..');

// The repository's own eslint.config.js without the type-aware rules (as npm test's lint:fast), so a file that does not exist can be linted.
process.env.LINT_TYPES = 'off';
const eslint = new ESLint({ cwd: root });

/** The messages of the clock rule for a file at `file` (relative to the repository) holding `code`. */
async function clockProblems(file: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: path.join(root, file) });
  return (result?.messages ?? []).filter((message) => message.ruleId === 'no-restricted-syntax').map((message) => message.message);
}

describe('one now per request', () => {
  it('keeps the system clock out of the modules', async () => {
    for (const read of ['Date.now()', 'new Date()']) {
      expect(await clockProblems('server/src/modules/consultations/probe.ts', `export const at = ${read};`), read).toEqual([
        expect.stringContaining('takes the time its request or job carries'),
      ]);
    }
    expect(await clockProblems('server/src/modules/consultations/probe.tsx', 'export const at = new Date();')).toHaveLength(1);
  });

  it('lets a module make a date of a given time, and lets tests and the composition roots read the clock', async () => {
    const made = "export const later = (now: Date) => new Date(now.getTime() + 1000);\nexport const day = new Date('2026-12-02');";
    expect(await clockProblems('server/src/modules/consultations/probe.ts', made)).toEqual([]);
    expect(await clockProblems('server/src/modules/consultations/probe.test.ts', 'export const at = new Date();')).toEqual([]);
    expect(await clockProblems('server/src/services-probe.ts', 'export const now = () => new Date();')).toEqual([]);
  });
});
