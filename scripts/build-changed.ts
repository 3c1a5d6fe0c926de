/**
 * The first step of `npm start`: builds the web app and the server only when their inputs changed
 * since their last successful build (scripts/build-inputs.ts), each with one line on the terminal;
 * BUILD_VERBOSE=1 shows the builds' own output.
 */
import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { buildTargets, inputsFingerprint, isUpToDate, repositoryRoot, type BuildTarget } from './build-inputs';

export type BuildChangedDeps = {
  root: string;
  /** Runs the target's npm script; false when it failed. */
  run: (target: BuildTarget) => boolean;
  say: (line: string) => void;
  now?: () => number;
};

/** Builds each target whose inputs changed, in order; stops at the first failure (false). */
export function buildChanged(targets: readonly BuildTarget[], { root, run, say, now = Date.now }: BuildChangedDeps): boolean {
  for (const target of targets) {
    if (isUpToDate(target, inputsFingerprint(target, root), root)) {
      say(`${target.title}: unchanged since the last build`);
      continue;
    }
    say(`${target.title}: building…`);
    const started = now();
    if (!run(target)) {
      say(`${target.title}: the build failed (npm run ${target.script} shows why; BUILD_VERBOSE=1 for its full output)`);
      return false;
    }
    say(`${target.title}: built in ${Math.round((now() - started) / 1000)} s`);
  }
  return true;
}

const runScript = (target: BuildTarget) => spawnSync('npm', ['run', '--silent', target.script], { cwd: repositoryRoot, stdio: 'inherit' }).status === 0;

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const built = buildChanged([buildTargets.web, buildTargets.server], { root: repositoryRoot, run: runScript, say: (line) => console.log(line) });
  process.exitCode = built ? 0 : 1;
}
