import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * The repository's folder (the nearest one above this file that holds package.json), found the same
 * way from the sources (`server/src/config/`) and from the compiled bundle (`dist/server/main.js`),
 * which sit at different depths: the web app's `web/dist` and the PGlite template are found from it.
 */
function findRepositoryRoot(): string {
  for (let folder = path.dirname(fileURLToPath(import.meta.url)); ; folder = path.dirname(folder)) {
    if (existsSync(path.join(folder, 'package.json'))) return folder;
    if (folder === path.dirname(folder)) throw new Error(`No package.json above ${fileURLToPath(import.meta.url)}`);
  }
}

export const repositoryRoot = findRepositoryRoot();
