import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const packageFile = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../../package.json');

let version: Promise<string> | undefined;

/** The application's version from package.json (the manifest of every backup names it). */
export function appVersion(): Promise<string> {
  version ??= readFile(packageFile, 'utf8').then((text) => String((JSON.parse(text) as { version?: unknown }).version ?? 'unknown'));
  return version;
}
