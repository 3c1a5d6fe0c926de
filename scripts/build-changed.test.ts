import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { buildChanged } from './build-changed';
import { buildVerbose, forgetBuild, inputsFingerprint, recordBuild, type BuildTarget } from './build-inputs';

const roots: string[] = [];
afterEach(() => {
  for (const root of roots.splice(0)) rmSync(root, { recursive: true, force: true });
});

/** A repository with an app (src/, with its own dist/ inside) that builds into out/. */
function fixture() {
  const root = mkdtempSync(path.join(tmpdir(), 'build-changed-'));
  roots.push(root);
  const write = (file: string, content: string) => {
    mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
    writeFileSync(path.join(root, file), content);
  };
  write('app/src/main.ts', 'export const answer = 42;');
  write('package-lock.json', '{}');
  const target: BuildTarget = { title: 'app', script: 'build:app', inputs: ['app', 'package-lock.json'], outputs: ['out/main.js'], stamp: 'out/app.inputs.sha256' };
  const builds: string[] = [];
  const lines: string[] = [];
  /** As build:web and build:server do: forget the fingerprint, build, record the one taken before. */
  const build = ({ fails = false } = {}) =>
    buildChanged([target], {
      root,
      say: (line) => lines.push(line),
      run: () => {
        builds.push(target.script);
        const fingerprint = inputsFingerprint(target, root);
        forgetBuild(target, root);
        if (fails) return false;
        write('out/main.js', 'built');
        recordBuild(target, fingerprint, root);
        return true;
      },
    });
  return { root, write, target, builds, lines, build };
}

describe('npm start’s builds', () => {
  it('should build once, then skip while the inputs are unchanged, saying so in one line', () => {
    const app = fixture();
    expect(app.build()).toBe(true);
    expect(app.builds).toHaveLength(1);
    expect(app.lines).toEqual(['app: building…', expect.stringMatching(/^app: built in \d+ s$/)]);

    app.lines.length = 0;
    // What the build writes inside an input folder is not an input.
    app.write('app/dist/bundle.js', 'output');
    expect(app.build()).toBe(true);
    expect(app.builds).toHaveLength(1);
    expect(app.lines).toEqual(['app: unchanged since the last build']);
  });

  it('should build again when an input changes, when the output is gone, and after a failed build', () => {
    const app = fixture();
    app.build();
    app.write('app/src/main.ts', 'export const answer = 43;');
    app.build();
    expect(app.builds).toHaveLength(2);
    rmSync(path.join(app.root, 'out/main.js'));
    app.build();
    expect(app.builds).toHaveLength(3);

    app.write('package-lock.json', '{"lockfileVersion":3}');
    expect(app.build({ fails: true })).toBe(false);
    expect(app.lines.at(-1)).toMatch(/^app: the build failed/);
    app.build();
    expect(app.builds).toHaveLength(5);
    app.build();
    expect(app.builds).toHaveLength(5);
  });

  it('should keep the builds’ own output for BUILD_VERBOSE=1', () => {
    expect(buildVerbose({})).toBe(false);
    expect(buildVerbose({ BUILD_VERBOSE: '1' })).toBe(true);
  });
});
