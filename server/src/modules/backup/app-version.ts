import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { repositoryRoot } from '../../config/repository-root';

let version: Promise<string> | undefined;

/** The repository's package.json, whether run from source or from the compiled bundle. */
async function readPackageVersion(): Promise<string> {
  const { version } = JSON.parse(await readFile(path.join(repositoryRoot, 'package.json'), 'utf8')) as { version?: unknown };
  return typeof version === 'string' ? version : 'unknown';
}

/** The application's version from package.json (the manifest of every backup names it). */
export function appVersion(): Promise<string> {
  version ??= readPackageVersion();
  return version;
}
