import { once } from 'node:events';
import { mkdtemp, rm } from 'node:fs/promises';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ApiClient } from '../../support/api-client';
import { startAppProcess, type AppProcess } from '../../support/app-process';
import { registerAndSignIn } from '../../support/sign-in';
import { startTestApp, type TestApp } from '../../support/test-app';
import { readContractOperations } from './contract-operations';
import { sampleUrl } from './fuzz-cases';

/**
 * Issue 42: a JSON body nested 10 000 deep (20 KB) made the server run out of heap and exit. Every
 * operation whose body the server reads gets arrays and objects nested 10 000 deep, and the two of
 * the issue 100 000 deep, as a stranger, a client and the coach: each is refused with a 400 within a
 * second and the server stays up. Once in the test's own process, once in a server process with the
 * heap `npm start` gives it.
 */

const arrays = (depth: number) => '['.repeat(depth) + ']'.repeat(depth);
const objects = (depth: number) => '{"a":'.repeat(depth - 1) + '{}' + '}'.repeat(depth - 1);
const deepBodies = (depth: number) => [
  { label: `arrays ${depth} deep`, text: arrays(depth) },
  { label: `objects ${depth} deep`, text: objects(depth) },
];

const readsBody = new Set(['post', 'put', 'patch']);
const everyOperation = readContractOperations()
  .filter((operation) => readsBody.has(operation.method))
  .map((operation) => ({ method: operation.method.toUpperCase(), url: sampleUrl(operation), bodies: deepBodies(10_000) }));
const theIssuesOperations = [
  { method: 'POST', url: '/api/token', bodies: deepBodies(100_000) },
  { method: 'PUT', url: '/api/setting/profile/', bodies: deepBodies(100_000) },
];

const answerBudgetMs = 1000;
const depthRefusal = 'Слишком глубокая вложенность JSON: не больше 32 уровней.';

type Roles = Record<'stranger' | 'client' | 'coach', ApiClient>;

/** A stranger with a CSRF pair, a signed-in client and the signed-in coach of the server at `baseUrl`. */
async function signInRoles(baseUrl: string, outboxDir: string): Promise<Roles> {
  const stranger = new ApiClient(baseUrl);
  await stranger.get('/api/csrf');
  const client = new ApiClient(baseUrl);
  const coach = new ApiClient(baseUrl);
  const seen = new Set<string>();
  await registerAndSignIn(client, outboxDir, 'anna@example.ru', seen);
  await registerAndSignIn(coach, outboxDir, 'coach@example.ru', seen);
  return { stranger, client, coach };
}

/** Sends every deep body as every role, one at a time; what is wrong with the answers, in words. */
async function sendDeepBodies(roles: Roles): Promise<string[]> {
  const problems: string[] = [];
  for (const [role, client] of Object.entries(roles)) {
    for (const { method, url, bodies } of [...everyOperation, ...theIssuesOperations]) {
      for (const { label, text } of bodies) {
        const where = `${role}: ${method} ${url} with ${label}`;
        const started = performance.now();
        try {
          // The client checks the answer against the contract too.
          const answer = await client.raw(method, url, { body: { content: text, type: 'application/json' } });
          const took = Math.round(performance.now() - started);
          const detail = (JSON.parse(answer.text) as { detail?: unknown }).detail;
          if (answer.status !== 400 || detail !== depthRefusal) problems.push(`${where}: ${answer.status} ${answer.text.slice(0, 200)}`);
          if (took > answerBudgetMs) problems.push(`${where}: answered in ${took} ms`);
        } catch (error) {
          problems.push(`${where}: ${String(error).slice(0, 300)}`);
        }
      }
    }
  }
  return problems;
}

/** What the suites check on either server: the deep bodies, then that it still answers. */
function itRefusesDeepBodies(server: () => { baseUrl: string; roles: Roles }) {
  it(`should refuse ${everyOperation.length} operations' deep bodies as every role with a 400 within a second each, and stay up`, async () => {
    const problems = await sendDeepBodies(server().roles);
    expect(problems.slice(0, 30), `${problems.length} problems`).toEqual([]);
    const health = await new ApiClient(server().baseUrl).get('/api/health/');
    expect(health.status).toBe(200);
  }, 120_000);
}

describe('JSON bodies nested too deep, in the test process', () => {
  let app: TestApp;
  let roles: Roles;
  beforeAll(async () => {
    app = await startTestApp({ backend: 'embedded', adminEmails: ['coach@example.ru'] });
    roles = await signInRoles(app.baseUrl, app.outboxDir);
  });
  afterAll(async () => {
    await app?.close();
  });

  itRefusesDeepBodies(() => ({ baseUrl: app.baseUrl, roles }));

  it('should refuse a body that is not UTF-8 with a 400 instead of storing U+FFFD', async () => {
    const named = await roles.client.request<{ name: string }>('PUT', '/api/setting/profile/', { body: { name: 'Анна', theme: 'light' } });
    expect(named.status).toBe(200);
    const invalid = Buffer.concat([Buffer.from('{"name":"Ан'), Buffer.from([0xff]), Buffer.from('на","theme":"light"}')]);
    const answer = await roles.client.raw('PUT', '/api/setting/profile/', { body: { content: invalid, type: 'application/json' } });
    expect(answer.status, answer.text).toBe(400);
    expect((JSON.parse(answer.text) as { detail: string }).detail).toMatch(/UTF-8/);
    const settings = await roles.client.get<{ name: string }>('/api/setting/');
    expect(settings.body.name).toBe('Анна');
  });

  it('should refuse a compressed body with a 400 instead of inflating it', async () => {
    const gzipping = new ApiClient(app.baseUrl, { 'content-encoding': 'gzip' });
    await gzipping.get('/api/csrf');
    const answer = await gzipping.raw('POST', '/api/token', { body: { content: gzipSync(objects(10_000)), type: 'application/json' } });
    expect(answer.status).toBe(400);
    expect((JSON.parse(answer.text) as { detail: string }).detail).toMatch(/Content-Encoding/);
  });
});

describe("JSON bodies nested too deep, in a server process with npm start's heap", () => {
  let app: AppProcess;
  let dataDir: string;
  let roles: Roles;
  beforeAll(async () => {
    dataDir = await mkdtemp(path.join(os.tmpdir(), 'coach-deep-bodies-'));
    app = await startAppProcess({
      // As package.json's `start` and the Dockerfile run it.
      NODE_OPTIONS: '--max-old-space-size=96 --max-semi-space-size=2',
      DATA_DIR: dataDir,
      ADMIN_EMAILS: 'coach@example.ru',
    });
    roles = await signInRoles(app.baseUrl, path.join(dataDir, 'outbox'));
  }, 60_000);
  afterAll(async () => {
    await app?.dispose();
    await rm(dataDir, { recursive: true, force: true });
  });

  itRefusesDeepBodies(() => ({ baseUrl: app.baseUrl, roles }));

  it('should answer a body cut off mid-way as a bad request, not as a server fault', async () => {
    const socket = net.connect(app.port, '127.0.0.1');
    await once(socket, 'connect');
    socket.write('POST /api/token HTTP/1.1\r\nHost: 127.0.0.1\r\nX-Request-Id: cut-off-body\r\nContent-Type: application/json\r\nContent-Length: 1000\r\nExpect: 100-continue\r\n\r\n');
    // «100 Continue» comes once the request has reached the app: the body it starts reading then never ends.
    await once(socket, 'data');
    socket.write('{"uuid":');
    socket.resetAndDestroy();
    const line = await app.waitForLog((logged) => logged.requestId === 'cut-off-body' && logged.msg === 'request');
    expect(line.status).toBe(400);
  });

  it('should still be the process it was, without an error logged', () => {
    expect(app.isRunning(), app.stderr().slice(-2000)).toBe(true);
    expect(app.logs.filter((line) => line.level >= 50)).toEqual([]);
  });
});
