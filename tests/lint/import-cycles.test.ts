import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import madge from 'madge';
import { describe, expect, it } from 'vitest';

const root = path.resolve(import.meta.dirname, '../..');

/**
 * The import graph of the TypeScript files in `folder` and of what they import (also outside it), as
 * madge reads it: imports resolved as the project's tsconfig says, type-only ones included, since a
 * cycle of types ties two files together as much as one of values does.
 */
async function importGraph(folder: string): Promise<{ files: string[]; cycles: string[][]; unresolved: string[] }> {
  const graph = await madge(folder, {
    fileExtensions: ['ts', 'tsx'],
    tsConfig: path.join(root, 'tsconfig.json'),
    detectiveOptions: { ts: { skipTypeImports: false }, tsx: { skipTypeImports: false } },
  });
  return { files: Object.keys(graph.obj()), cycles: graph.circular(), unresolved: graph.warnings().skipped };
}

describe('the import graph of the server', () => {
  it('has no cycle: a module asks another for a named port, and a shared type or function lives in the file that owns it', async () => {
    const { files, cycles, unresolved } = await importGraph(path.join(root, 'server/src'));
    // The whole server was read, and every import was followed: an import madge cannot resolve would hide its cycles.
    expect(files).toEqual(expect.arrayContaining(['services.ts', 'modules/purchases/payment-process.ts', 'db/migrations/migrate.ts']));
    expect(unresolved).toEqual([]);
    expect(cycles).toEqual([]);
  }, 120_000);

  it('shows a cycle closed by a type-only import, through a .tsx file', async () => {
    const folder = await mkdtemp(path.join(os.tmpdir(), 'import-cycle-'));
    try {
      await writeFile(path.join(folder, 'payment.ts'), "import { share } from './price';\nexport const refund = (kopecks: number) => share(kopecks);\n");
      await writeFile(path.join(folder, 'price.tsx'), "import type { refund } from './payment';\nexport const share = (kopecks: number) => kopecks;\nexport type Refund = typeof refund;\n");
      expect((await importGraph(folder)).cycles).toEqual([['payment.ts', 'price.tsx']]);
    } finally {
      await rm(folder, { recursive: true, force: true });
    }
  });
});
