import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const root = path.resolve(import.meta.dirname, '../..');
const serverSource = path.join(root, 'server/src');
const serverModules = path.join(serverSource, 'modules');

/**
 * The modules' CONTEXT.md files name files and symbols, never lines: a line number goes stale with
 * the next edit above it, a symbol's name breaks loudly. These checks keep every backticked path
 * and symbol of a CONTEXT.md pointing at something that exists.
 */

const skippedFolders = new Set(['node_modules', 'generated', 'dist', 'coverage', 'playwright-report', 'test-results']);
const sourceFile = /\.(?:ts|tsx|js|mjs|cjs|sql)$/;

/** The files under `folder` that `keep` wants, or with `folders`, the folders below it. */
function walk(folder: string, keep: (file: string) => boolean, found: string[] = [], folders = false): string[] {
  for (const entry of fs.readdirSync(folder, { withFileTypes: true })) {
    if (entry.name.startsWith('.') || skippedFolders.has(entry.name)) continue;
    const full = path.join(folder, entry.name);
    if (entry.isDirectory()) {
      if (folders) found.push(full);
      walk(full, keep, found, folders);
    } else if (!folders && keep(full)) found.push(full);
  }
  return found;
}

const subfolders = (folder: string): string[] => walk(folder, () => false, [], true);

/** `handlers.ts:42`, `foo.ts:10-20`, `#L42`, a bare `:82` continuing the file named before it, or «line 42» in words. */
const lineReference = /[\w.-]+\.(?:ts|tsx|js|mjs|cjs|sql|md|ya?ml|json)(?::\d+|#L\d+)|`:\d+(?:-:?\d+)?`|\blines? \d+/g;

/** What `text` says as `file:line`, with the line of the CONTEXT.md it is on. */
function lineReferences(text: string): string[] {
  return text.split('\n').flatMap((line, index) => [...line.matchAll(lineReference)].map((match) => `line ${index + 1}: ${match[0]}`));
}

/**
 * A backticked span that names a repository path: a file with a source or document extension, or
 * anything with a slash; not a URL path (`/api/...`), a pattern (`*.test.ts`, `purchase-{id}`) or a
 * path under an environment variable (`BACKUP_DIR/erasures.jsonl`).
 */
const isPath = (span: string) =>
  !/[\s{}*<>|,'"()?=:;]/.test(span) && !span.startsWith('/') && !/^[A-Z][A-Z0-9_]*\//.test(span) && (span.includes('/') || /\.(?:ts|tsx|js|mjs|cjs|sql|md|ya?ml)$/.test(span));

/** A backticked span that names a code symbol: a camelCase or PascalCase identifier, optionally `Type.member`. */
const symbolSpan = /^([A-Za-z_$][\w$]*)(?:\.([A-Za-z_$][\w$]*))?$/;
const looksLikeSymbol = (name: string) => /[a-z0-9][A-Z]/.test(name) || /^[A-Z][a-z]/.test(name);

/** Paragraphs and list items: what "named next to it" means. */
const blocksOf = (text: string) => text.split(/\n(?=\s*\n|\s*- |#)/);

const spansOf = (block: string) => [...block.matchAll(/`([^`\n]+)`/g)].map((match) => match[1] ?? '');

type Resolved = { span: string; target: string | undefined };

/**
 * The paths of one paragraph or list item, each resolved against the CONTEXT.md's folder (or one
 * below it), the repository root, `server/src`, `server/src/modules`, or the folder of a path named
 * before it in the same item (`eventstore/` (`command-handler.ts`, `decider.ts`)).
 */
function resolvePaths(contextFile: string, block: string, below: readonly string[]): Resolved[] {
  const near: string[] = [];
  return spansOf(block)
    .filter(isPath)
    .map((span) => {
      const bases = [path.dirname(contextFile), ...below, root, serverSource, serverModules, ...near];
      const target = bases.map((base) => path.join(base, span)).find((candidate) => fs.existsSync(candidate));
      if (target) near.unshift(fs.statSync(target).isDirectory() ? target : path.dirname(target));
      return { span, target };
    });
}

const sourceCache = new Map<string, string>();
const sourceOf = (file: string) => {
  let text = sourceCache.get(file);
  if (text === undefined) {
    text = fs.readFileSync(file, 'utf8');
    sourceCache.set(file, text);
  }
  return text;
};
const sourcesUnder = (target: string) => (fs.statSync(target).isDirectory() ? walk(target, (file) => sourceFile.test(file)) : [target]);
const mentions = (text: string, word: string) => new RegExp(`(?<![\\w$])${word.replace(/\$/g, '\\$')}(?![\\w$])`).test(text);

/** The backticked paths that name nothing in the repository, and the symbols found in none of the files they may mean. */
function brokenReferences(contextFile: string, text: string): string[] {
  const moduleFolder = path.dirname(contextFile);
  const below = subfolders(moduleFolder);
  const moduleSources = walk(moduleFolder, (file) => sourceFile.test(file));
  const problems: string[] = [];
  for (const block of blocksOf(text)) {
    const paths = resolvePaths(contextFile, block, below);
    for (const { span, target } of paths) if (!target) problems.push(`path \`${span}\` does not exist`);
    const scope = [...moduleSources, ...paths.flatMap(({ target }) => (target ? sourcesUnder(target) : []))];
    for (const span of spansOf(block)) {
      const match = symbolSpan.exec(span);
      if (!match || !looksLikeSymbol(span)) continue;
      const [, owner = '', member] = match;
      const found = scope.some((file) => mentions(sourceOf(file), owner) && (member === undefined || mentions(sourceOf(file), member)));
      if (!found) problems.push(`symbol \`${span}\` is in neither ${path.relative(root, moduleFolder)}/ nor a file named next to it`);
    }
  }
  return problems;
}

const contextFiles = walk(root, (file) => path.basename(file) === 'CONTEXT.md');
const consultations = path.join(serverModules, 'consultations/CONTEXT.md');

describe("the modules' CONTEXT.md files", () => {
  it('are found, the server modules among them', () => {
    expect(contextFiles).toContain(consultations);
    expect(contextFiles.length).toBeGreaterThan(20);
  });

  it.each(contextFiles.map((file) => [path.relative(root, file), file]))('%s names symbols, never lines', (_, file) => {
    expect(lineReferences(fs.readFileSync(file, 'utf8'))).toEqual([]);
  });

  it.each(contextFiles.map((file) => [path.relative(root, file), file]))('%s names only paths and symbols that exist', (_, file) => {
    expect(brokenReferences(file, fs.readFileSync(file, 'utf8'))).toEqual([]);
  });
});

describe('the checks of a CONTEXT.md', () => {
  it('find a line reference in any of its forms, and not a time or a stream name', () => {
    expect(lineReferences('(`handlers.ts:42`)\nat `foo.ts:10-20`, applied at `:82`, `eventstore/command-handler.ts#L68`, its line 12')).toEqual([
      'line 1: handlers.ts:42',
      'line 2: foo.ts:10',
      'line 2: `:82`',
      'line 2: command-handler.ts#L68',
      'line 2: line 12',
    ]);
    expect(lineReferences('the next 03:00 Moscow run; a stream `slot-{YYYY-MM-DDTHH:mm}Z`; (`handlers.ts`, `visibleSession`)')).toEqual([]);
  });

  it('find a path that names no file, and resolve one against the module, the server, the root or the folder named before it', () => {
    const text = [
      '- (`handlers.ts`, `busy-calendar/feed-address.ts`, `feed-fetch.ts`, `eventstore/` (`command-handler.ts`), `modules/users`, `projections/schedule.ts`)',
      '- (`purchases/payment-process.ts`, `web/src/lib/money.ts`, `/api/ready/`, `*.test.ts`, `BACKUP_DIR/erasures.jsonl`)',
      '- (`handler.ts`, `eventstore/gone.ts`)',
    ].join('\n');
    expect(brokenReferences(consultations, text)).toEqual(['path `handler.ts` does not exist', 'path `eventstore/gone.ts` does not exist']);
  });

  it('find a symbol found in neither the module nor a file named next to it, and leave plain words alone', () => {
    const text = [
      '- A slot (`events.ts`, `slotStreamId`); `Consultations.reschedule`, `ConsultationBooked.series`; `held`, `no_show`, `SEQUENCE`, `paidBy`.',
      '- Elsewhere: `auditedEventTypes` (`projections/audit-log.ts`), `PaymentInfo.gift_amount` (`openapi.yaml`).',
      '- Stale: `visibleConsultation`, `Consultations.moveSession`; away from its file: `auditedEventTypes`.',
    ].join('\n');
    expect(brokenReferences(consultations, text)).toEqual([
      'symbol `visibleConsultation` is in neither server/src/modules/consultations/ nor a file named next to it',
      'symbol `Consultations.moveSession` is in neither server/src/modules/consultations/ nor a file named next to it',
      'symbol `auditedEventTypes` is in neither server/src/modules/consultations/ nor a file named next to it',
    ]);
  });
});
