import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

let version: Promise<string> | undefined;

/** The nearest package.json above this module: the repository's, whether run from source or from the compiled bundle. */
async function readPackageVersion(): Promise<string> {
  for (let folder = path.dirname(fileURLToPath(import.meta.url)); ; folder = path.dirname(folder)) {
    try {
      const text = await readFile(path.join(folder, 'package.json'), 'utf8');
      const { version } = JSON.parse(text) as { version?: unknown };
      return typeof version === 'string' ? version : 'unknown';
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'ENOENT' || folder === path.dirname(folder)) throw error;
    }
  }
}

/** The application's version from package.json (the manifest of every backup names it). */
export function appVersion(): Promise<string> {
  version ??= readPackageVersion();
  return version;
}
