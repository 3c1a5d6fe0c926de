import { execFile } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';

/** One message of the W3C Nu HTML checker (vnu.jar's JSON output). */
export type NuMessage = { type: string; subType?: string; message: string; extract?: string; lastLine?: number };

type NuReport = { messages: Array<NuMessage & { url: string }> };

const run = promisify(execFile);
// vnu-jar's main module is the path of the jar it ships (a String object).
const vnuJar = String(createRequire(import.meta.url)('vnu-jar'));

/**
 * Checks HTML documents with the Nu checker (the validator behind validator.w3.org/nu) in one
 * Java run, and returns each document's errors by its name. Warnings and notes are left out.
 */
export async function nuHtmlErrors(documents: Record<string, string>): Promise<Record<string, NuMessage[]>> {
  const dir = await mkdtemp(path.join(tmpdir(), 'nu-html-'));
  try {
    const files = Object.entries(documents).map(([name, html], index) => ({ name, file: path.join(dir, `${index}.html`), html }));
    await Promise.all(files.map(({ file, html }) => writeFile(file, html)));
    // vnu exits with 1 when it found errors; its report on stderr is what matters either way.
    const report = await run('java', ['-jar', vnuJar, '--format', 'json', '--errors-only', ...files.map(({ file }) => file)], { maxBuffer: 16 * 1024 * 1024 }).then(
      ({ stderr }) => stderr,
      (error: { stderr?: string }) => error.stderr ?? '',
    );
    const { messages } = JSON.parse(report) as NuReport;
    return Object.fromEntries(
      files.map(({ name, file }) => [name, messages.filter((message) => message.url.endsWith(`/${path.basename(file)}`)).map(({ url: _url, ...message }) => message)]),
    );
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}
