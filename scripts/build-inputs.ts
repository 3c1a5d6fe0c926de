/**
 * What each build of `npm start` reads and writes, and the fingerprint of its inputs kept next to
 * its output: `npm start` skips a build whose inputs have not changed since it last succeeded
 * (scripts/build-changed.ts); `npm run build:web` / `build:server` always build and record it.
 */
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const repositoryRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

export type BuildTarget = {
  /** How the start tells it: «web app», «server». */
  title: string;
  /** The npm script that builds it. */
  script: string;
  /** Files and folders (relative to the root) the build reads; a folder counts with everything in it. */
  inputs: readonly string[];
  /** Files the build writes: when one is missing, it builds whatever the fingerprint says. */
  outputs: readonly string[];
  /** Where the fingerprint of the inputs of the last successful build is kept. */
  stamp: string;
};

/** Build output and installed packages inside an input folder: never inputs (the lockfile stands for the packages). */
const skippedFolders = new Set(['node_modules', 'dist', 'dist-ssr', 'storybook-static', 'coverage']);
const shared = ['package-lock.json', 'tsconfig.base.json', 'scripts/build-inputs.ts'];

export const buildTargets = {
  web: {
    title: 'web app',
    script: 'build:web',
    // The app imports the dependency-free helpers it shares with the server.
    inputs: ['web', 'server/src/shared', 'scripts/build-web.ts', ...shared],
    outputs: ['web/dist/index.html', 'web/dist-ssr/entry-server.js'],
    stamp: 'dist/web.inputs.sha256',
  },
  server: {
    title: 'server',
    script: 'build:server',
    inputs: ['server', 'projections', 'scripts/build-server.ts', 'scripts/server-bundle.ts', 'scripts/pglite-template.ts', ...shared],
    outputs: ['dist/server/main.js', 'dist/server/pglite-worker.js', 'dist/server/busy-expansion-worker.js', 'dist/pglite-template.tar.gz'],
    stamp: 'dist/server.inputs.sha256',
  },
} as const satisfies Record<string, BuildTarget>;

function inputFiles(root: string, entry: string): string[] {
  const absolute = path.join(root, entry);
  if (!existsSync(absolute)) return [];
  const found: string[] = [];
  const visit = (relative: string) => {
    for (const item of readdirSync(path.join(root, relative), { withFileTypes: true })) {
      const child = path.posix.join(relative, item.name);
      if (item.isDirectory() && !skippedFolders.has(item.name)) visit(child);
      else if (item.isFile()) found.push(child);
    }
  };
  if (statSync(absolute).isDirectory()) visit(entry);
  else found.push(entry);
  return found;
}

/** The SHA-256 of every input file's path and content, in a fixed order. */
export function inputsFingerprint(target: Pick<BuildTarget, 'inputs'>, root = repositoryRoot): string {
  const hash = createHash('sha256');
  const files = [...new Set(target.inputs.flatMap((entry) => inputFiles(root, entry)))].sort();
  for (const file of files) {
    hash.update(`${file}\0`);
    hash.update(readFileSync(path.join(root, file)));
    hash.update('\0');
  }
  return hash.digest('hex');
}

/** Whether the outputs are there and were built from inputs with this fingerprint. */
export function isUpToDate(target: BuildTarget, fingerprint: string, root = repositoryRoot): boolean {
  const stamp = path.join(root, target.stamp);
  return target.outputs.every((output) => existsSync(path.join(root, output))) && existsSync(stamp) && readFileSync(stamp, 'utf8') === fingerprint;
}

/** Before a build: a failed or interrupted one must not leave the last good fingerprint behind. */
export function forgetBuild(target: BuildTarget, root = repositoryRoot): void {
  rmSync(path.join(root, target.stamp), { force: true });
}

/** After a successful build from inputs with this fingerprint. */
export function recordBuild(target: BuildTarget, fingerprint: string, root = repositoryRoot): void {
  const stamp = path.join(root, target.stamp);
  mkdirSync(path.dirname(stamp), { recursive: true });
  writeFileSync(stamp, fingerprint);
}

/** `BUILD_VERBOSE=1` shows the builds' full output (every bundle with its size); quiet otherwise. */
export const buildVerbose = (env: NodeJS.ProcessEnv = process.env): boolean => env.BUILD_VERBOSE === '1' || env.BUILD_VERBOSE === 'true';

/**
 * Runs `build` for the target and records its fingerprint: taken before the build, so an input
 * edited while it runs makes the next start build again.
 */
export async function buildRecorded(target: BuildTarget, build: () => Promise<void>, root = repositoryRoot): Promise<void> {
  const fingerprint = inputsFingerprint(target, root);
  forgetBuild(target, root);
  await build();
  recordBuild(target, fingerprint, root);
}
