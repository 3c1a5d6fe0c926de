/**
 * Where a CPU profile (`.cpuprofile`, the inspector's format) spends its time: the functions with
 * the most self time and the same grouped by package (a `node_modules` package, or the project's
 * own folder), as shares of the busy time (idle and the garbage collector listed apart).
 *
 *   tsx bench/profile-summary.ts bench-profiles/*.cpuprofile
 */
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

type CallFrame = { functionName: string; url: string; lineNumber: number };
type ProfileNode = { id: number; callFrame: CallFrame };
type CpuProfile = { nodes: ProfileNode[]; samples: number[]; timeDeltas: number[] };

const repositoryRoot = path.resolve(import.meta.dirname, '..');
/** Not work of the program: what the profiler names its idle time and its own overhead. */
const notBusy = new Set(['(idle)', '(program)', '(garbage collector)']);

/** `node_modules/<package>` (scoped too), the project's top folders, or Node's own modules. */
function packageOf(url: string): string {
  if (!url) return '(native)';
  if (url.startsWith('node:')) return 'node';
  const file = url.startsWith('file://') ? fileURLToPath(url) : url;
  const inModules = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(file);
  if (inModules) return inModules[1] ?? file;
  const relative = path.relative(repositoryRoot, file);
  return relative.startsWith('..') ? file : relative.split(path.sep).slice(0, 3).join('/');
}

function functionOf({ functionName, url, lineNumber }: CallFrame): string {
  if (!url) return functionName || '(anonymous)';
  const file = url.startsWith('file://') ? fileURLToPath(url) : url;
  const inModules = /node_modules\/(.*)$/.exec(file);
  const where = inModules ? inModules[1] : path.relative(repositoryRoot, file);
  return `${functionName || '(anonymous)'} ${where}:${lineNumber + 1}`;
}

/** Adds up each sample's time (the delta before the next sample) for the node it hit. */
function selfTimes(profile: CpuProfile): Map<number, number> {
  const times = new Map<number, number>();
  profile.samples.forEach((nodeId, index) => {
    const delta = profile.timeDeltas[index + 1] ?? 0;
    times.set(nodeId, (times.get(nodeId) ?? 0) + delta);
  });
  return times;
}

const top = (totals: Map<string, number>, count: number) => [...totals.entries()].sort((a, b) => b[1] - a[1]).slice(0, count);

/** A few lines saying where the profile's time went. */
export function summariseProfile(name: string, json: string, count = 15): string {
  const profile = JSON.parse(json) as CpuProfile;
  const nodes = new Map(profile.nodes.map((node) => [node.id, node]));
  const byFunction = new Map<string, number>();
  const byPackage = new Map<string, number>();
  const apart = new Map<string, number>();
  let busy = 0;
  for (const [nodeId, micros] of selfTimes(profile)) {
    const frame = nodes.get(nodeId)?.callFrame;
    if (!frame) continue;
    if (notBusy.has(frame.functionName)) {
      apart.set(frame.functionName, (apart.get(frame.functionName) ?? 0) + micros);
      continue;
    }
    busy += micros;
    const fn = functionOf(frame);
    byFunction.set(fn, (byFunction.get(fn) ?? 0) + micros);
    const pkg = packageOf(frame.url);
    byPackage.set(pkg, (byPackage.get(pkg) ?? 0) + micros);
  }
  const share = (micros: number) => `${((micros / busy) * 100).toFixed(1).padStart(5)} %`;
  const ms = (micros: number) => `${Math.round(micros / 1000)} ms`;
  return [
    `${path.basename(name)}: busy ${ms(busy)}; ${[...apart].map(([what, micros]) => `${what} ${ms(micros)}`).join(', ')}`,
    '  self time by package:',
    ...top(byPackage, 10).map(([pkg, micros]) => `    ${share(micros)}  ${pkg}`),
    '  self time by function:',
    ...top(byFunction, count).map(([fn, micros]) => `    ${share(micros)}  ${fn}`),
  ].join('\n');
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  for (const file of process.argv.slice(2)) console.log(`${summariseProfile(file, await readFile(file, 'utf8'))}\n`);
}
