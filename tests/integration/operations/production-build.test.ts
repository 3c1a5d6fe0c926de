import { execFile } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startAppProcess, type AppProcess } from '../../support/app-process';

/**
 * The README's first command runs the compiled bundle (`dist/server/main.js`), which sits at another
 * depth than the sources: what it finds from the repository's folder (the built web app, the PGlite
 * template) is checked here, on the embedded defaults, as `npm start` starts it. Needs the built web
 * app (`npm run build:web`, which `test:full` runs before this suite).
 */

const repositoryRoot = path.resolve(import.meta.dirname, '../../..');

describe('the production build on its embedded defaults (npm start)', () => {
  let app: AppProcess;

  beforeAll(async () => {
    if (!existsSync(path.join(repositoryRoot, 'web/dist/index.html'))) throw new Error('web/dist is not built: run npm run build:web first');
    // `npm run build:server`: rebuilt only when its inputs changed (`scripts/build-changed.ts`).
    await promisify(execFile)(path.join(repositoryRoot, 'node_modules/.bin/node'), ['--import', 'tsx', 'scripts/build-server.ts'], { cwd: repositoryRoot });
    app = await startAppProcess({}, { entry: 'build' });
  }, 180_000);
  afterAll(async () => app?.dispose());

  it('serves the landing rendered on the server from the built web app, and is ready', async () => {
    const landing = await fetch(`${app.baseUrl}/`, { headers: { 'Accept-Encoding': 'br, gzip' } });
    expect(landing.status).toBe(200);
    expect(landing.headers.get('content-type')).toContain('text/html');
    const html = await landing.text();
    expect(html).toContain('<html lang="ru">');
    expect(html).not.toContain('Веб-приложение не собрано');
    const script = /<script[^>]+src="([^"]+\.js)"/.exec(html)?.[1];
    expect(script).toBeDefined();
    expect((await fetch(new URL(script!, app.baseUrl))).status).toBe(200);
    expect((await fetch(`${app.baseUrl}/api/ready/`)).status).toBe(200);
  });
});
