import { spawn } from 'node:child_process';
import { copyFile, mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';

const repositoryRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
const scratch: string[] = [];
afterAll(async () => {
  for (const folder of scratch) await rm(folder, { recursive: true, force: true });
});

/**
 * The environment without the npm settings of whoever runs the tests: no npm_config_* variables
 * (`npm run --silent` passes its log level down that way) and no user .npmrc (HOME is a new
 * folder); the npm cache stays where it was, so nothing is downloaded twice.
 */
function newcomerEnvironment(home: string): NodeJS.ProcessEnv {
  const inherited = Object.entries(process.env).filter(([name]) => !name.toLowerCase().startsWith('npm_'));
  return { ...Object.fromEntries(inherited), HOME: home, npm_config_cache: path.join(os.homedir(), '.npm') };
}

/** `npm ci` as a newcomer's machine runs it (no user config), in dry-run: it plans the install without writing node_modules. */
async function plannedInstall(): Promise<string[]> {
  const project = await mkdtemp(path.join(os.tmpdir(), 'quiet-install-'));
  const home = await mkdtemp(path.join(os.tmpdir(), 'quiet-install-home-'));
  scratch.push(project, home);
  for (const file of ['package.json', 'package-lock.json', '.npmrc']) await copyFile(path.join(repositoryRoot, file), path.join(project, file));
  const child = spawn('npm', ['ci', '--dry-run'], {
    cwd: project,
    env: newcomerEnvironment(home),
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.setEncoding('utf8').on('data', (chunk: string) => (output += chunk));
  child.stderr.setEncoding('utf8').on('data', (chunk: string) => (output += chunk));
  const code = await new Promise<number | null>((resolve) => child.on('close', resolve));
  expect(code, output).toBe(0);
  // A dry run lists each package it would add; a real install does not.
  return output.split('\n').filter((line) => line.trim() !== '' && !line.startsWith('add '));
}

describe('a newcomer’s npm ci', () => {
  it('should print no warnings or notices, only what it installed', async () => {
    const lines = await plannedInstall();
    expect(lines.filter((line) => /^npm (warn|notice)|EBADENGINE|install-scripts/.test(line))).toEqual([]);
    expect(lines).toEqual([expect.stringMatching(/^added \d+ packages in /)]);
  }, 120_000);
});
