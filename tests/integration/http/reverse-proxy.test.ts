import { execFile, spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { connect, createServer } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { clientWordsMaxAgeSeconds, clientWordsPageCacheControl, privatePageCacheControl, publicPageCacheControl } from '../../../server/src/http/page-cache-control';
import { loginSessionPolicy } from '../../../server/src/modules/auth/login-sessions';
import { chromiumEncodings, decodedBody, plainGet, type PlainAnswer } from '../../support/plain-get';
import { registerAndSignIn } from '../../support/sign-in';
import { writeStandInWeb } from '../../support/stand-in-web';
import { startTestApp, type TestApp } from '../../support/test-app';

/**
 * The production stack's reverse proxy (`deploy/nginx/templates/default.conf.template`, the compose
 * service `proxy`) run as it is, by this machine's nginx, in front of the app: it keeps what the app
 * marks shareable and nothing else, and serves a page stale only as the page's Cache-Control allows,
 * so the landing's testimonials leave it within seconds. nginx comes from Debian's package
 * (`scripts/ensure-nginx.sh`).
 */
const template = path.resolve(import.meta.dirname, '../../../deploy/nginx/templates/default.conf.template');
const nginxFound = spawnSync('nginx', ['-v']).status === 0;
if (!nginxFound) console.warn('[tests] nginx is not installed (scripts/ensure-nginx.sh): the reverse proxy suite is skipped.');

const freePort = () =>
  new Promise<number>((resolve, reject) => {
    const server = createServer().listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => (typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port'))));
    });
  });

/** The template filled in as the nginx image's entrypoint does (envsubst of the defined variables). */
const filledIn = (text: string, values: Record<string, string>) =>
  text.replace(/\$\{(PROXY_[A-Z_]+)\}/g, (whole, name: string) => values[name] ?? whole);

/** Waits until nginx accepts a connection on `port` (a probe that connects, so it never holds the port nginx binds). */
async function waitForPort(port: number, nginx: ChildProcess, errorLog: string): Promise<void> {
  for (let tries = 0; tries < 100; tries++) {
    if (nginx.exitCode !== null) throw new Error(`nginx stopped: ${await readFile(errorLog, 'utf8').catch(() => '')}`);
    const open = await new Promise<boolean>((resolve) => {
      const socket = connect(port, '127.0.0.1');
      socket.once('connect', () => socket.end(() => resolve(true)));
      socket.once('error', () => resolve(false));
    });
    if (open) return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`nginx did not listen on ${port}`);
}

describe.runIf(nginxFound)('the reverse proxy of the production stack', () => {
  let folder: string;
  let app: TestApp;
  let nginx: ChildProcess;
  let site: string;
  let plainSite: string;
  let acmeDir: string;
  let appRunning = false;
  const stopApp = async () => {
    if (!appRunning) return;
    appRunning = false;
    await app.close();
  };

  beforeAll(async () => {
    folder = await mkdtemp(path.join(os.tmpdir(), 'coach-reverse-proxy-'));
    // https://, as in production: the app then trusts the proxy's X-Forwarded-* headers.
    // The stand-in landing shows the published testimonials, as the real one does.
    app = await startTestApp({
      backend: 'embedded',
      webRoot: await writeStandInWeb(folder, { landingTestimonials: true }),
      publicUrl: 'https://localhost',
      adminEmails: ['coach@example.ru'],
    });
    appRunning = true;
    const proxy = path.join(folder, 'proxy');
    const tlsDir = path.join(proxy, 'tls');
    acmeDir = path.join(proxy, 'acme');
    await mkdir(tlsDir, { recursive: true });
    await mkdir(path.join(acmeDir, '.well-known', 'acme-challenge'), { recursive: true });
    await promisify(execFile)('openssl', [
      'req', '-x509', '-newkey', 'rsa:2048', '-nodes', '-days', '1', '-subj', '/CN=localhost',
      '-keyout', path.join(tlsDir, 'privkey.pem'), '-out', path.join(tlsDir, 'fullchain.pem'),
    ]);
    const [httpPort, httpsPort] = [await freePort(), await freePort()];
    const server = filledIn(await readFile(template, 'utf8'), {
      PROXY_CACHE_DIR: path.join(proxy, 'cache'),
      PROXY_UPSTREAM: new URL(app.baseUrl).host,
      PROXY_SERVER_NAME: 'localhost',
      PROXY_HTTP_PORT: String(httpPort),
      PROXY_HTTPS_PORT: String(httpsPort),
      PROXY_TLS_DIR: tlsDir,
      PROXY_ACME_DIR: acmeDir,
    });
    expect(server).not.toMatch(/\$\{PROXY_[A-Z_]+\}/);
    await writeFile(path.join(proxy, 'default.conf'), server);
    // What the image's own nginx.conf gives around conf.d/*.conf, with every path in this folder.
    const errorLog = path.join(proxy, 'error.log');
    await writeFile(
      path.join(proxy, 'nginx.conf'),
      [
        // As root, workers would otherwise run as nobody, who cannot enter this private folder.
        process.getuid?.() === 0 ? 'user root root;' : '',
        'worker_processes 1;',
        `pid ${path.join(proxy, 'nginx.pid')};`,
        `error_log ${errorLog} warn;`,
        'events { worker_connections 256; }',
        'http {',
        '  access_log off;',
        ...['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi'].map((kind) => `  ${kind}_temp_path ${path.join(proxy, `${kind}-temp`)};`),
        `  include ${path.join(proxy, 'default.conf')};`,
        '}',
      ].join('\n'),
    );
    nginx = spawn('nginx', ['-p', proxy, '-c', path.join(proxy, 'nginx.conf'), '-g', 'daemon off;'], { stdio: 'ignore' });
    await waitForPort(httpsPort, nginx, errorLog);
    site = `https://localhost:${httpsPort}`;
    plainSite = `http://localhost:${httpPort}`;
  }, 60_000);

  afterAll(async () => {
    nginx?.kill('SIGQUIT');
    await stopApp();
    if (folder) await rm(folder, { recursive: true, force: true });
  });

  it('should keep an anonymous visitor’s page and answer the next visitors from it, each in the encoding she asked for', async () => {
    const first = await plainGet(`${site}/about`, chromiumEncodings);
    expect(first.status).toBe(200);
    expect(first.headers['x-cache-status']).toBe('MISS');
    expect(first.headers['content-encoding']).toBe('br');
    expect(first.headers['cache-control']).toBe(publicPageCacheControl);

    // Another browser's spelling of the same choice is the same cached page.
    const second = await plainGet(`${site}/about`, { 'accept-encoding': 'br, gzip' });
    expect(second.headers['x-cache-status']).toBe('HIT');
    expect(second.headers['content-encoding']).toBe('br');
    expect(second.headers.etag).toBe(first.headers.etag);

    const gzip = await plainGet(`${site}/about`, { 'accept-encoding': 'gzip' });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    const plain = await plainGet(`${site}/about`);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(new Set([first, second, gzip, plain].map(decodedBody)).size).toBe(1);
    expect(decodedBody(plain)).toContain('<title>Страница</title>');
    expect((await plainGet(`${site}/about`, { 'accept-encoding': 'gzip' })).headers['x-cache-status']).toBe('HIT');
  });

  it('should answer 304 from the cache to a browser that has the page', async () => {
    const page = await plainGet(`${site}/blog`, chromiumEncodings);
    const again = await plainGet(`${site}/blog`, { ...chromiumEncodings, 'if-none-match': page.headers.etag ?? '' });
    expect(again.status).toBe(304);
    expect(again.headers['x-cache-status']).toBe('HIT');
    expect(again.body.length).toBe(0);
  });

  it('should keep a missing page’s 404 as the app answered it', async () => {
    await plainGet(`${site}/missing`, chromiumEncodings);
    const again = await plainGet(`${site}/missing`, chromiumEncodings);
    expect(again.status).toBe(404);
  });

  it('should never answer a signed-in visitor from the cache, nor keep her page', async () => {
    await plainGet(`${site}/about`, chromiumEncodings);
    const signedIn = await plainGet(`${site}/about`, { ...chromiumEncodings, cookie: `${loginSessionPolicy.cookieName}=some-session` });
    expect(signedIn.headers['x-cache-status']).toBe('BYPASS');
    expect(signedIn.headers['cache-control']).toBe(privatePageCacheControl);
    // Her private answer did not replace the shared one.
    const anonymous = await plainGet(`${site}/about`, chromiumEncodings);
    expect(anonymous.headers['x-cache-status']).toBe('HIT');
    expect(anonymous.headers['cache-control']).toBe(publicPageCacheControl);
  });

  it('should not keep the API’s answers', async () => {
    await plainGet(`${site}/api/health/`);
    const again = await plainGet(`${site}/api/health/`);
    expect(again.status).toBe(200);
    expect(again.headers['x-cache-status']).not.toBe('HIT');
  });

  it('should move plain http to https, but for the certificate authority’s challenge', async () => {
    const moved = await plainGet(`${plainSite}/blog?page=2`);
    expect(moved.status).toBe(301);
    expect(moved.headers.location).toBe('https://localhost/blog?page=2');
    await writeFile(path.join(acmeDir, '.well-known', 'acme-challenge', 'token-1'), 'token-1.key');
    const challenge = await plainGet(`${plainSite}/.well-known/acme-challenge/token-1`);
    expect(challenge.status).toBe(200);
    expect(challenge.body.toString()).toBe('token-1.key');
  });

  const landing = () => plainGet(`${site}/`, chromiumEncodings);
  const cacheStatus = (answer: PlainAnswer) => String(answer.headers['x-cache-status'] ?? '');
  /** The proxy's bound on a page showing clients' words, with room for a loaded machine. */
  const clientWordsBoundMs = (clientWordsMaxAgeSeconds + 10) * 1000;

  it('should take a withdrawn testimonial off the cached landing within the landing’s short lifetime', async () => {
    const coach = app.client();
    await registerAndSignIn(coach, app.outboxDir, 'coach@example.ru');
    const vera = app.client();
    const veraId = (await registerAndSignIn(vera, app.outboxDir, 'vera@example.ru')).id;
    const words = 'Вера написала этот отзыв и потом забрала согласие.';
    expect((await vera.request('PUT', '/api/testimonial/', { body: { text: words, signature: 'anonymous', publication_consent: true } })).status).toBe(200);
    expect((await coach.post(`/api/admin/testimonials/${veraId}/approve/`, {})).status).toBe(200);
    await expect.poll(async () => decodedBody(await landing()).includes(words), { timeout: clientWordsBoundMs, interval: 250 }).toBe(true);
    const kept = await landing();
    expect(kept.headers['x-cache-status']).toBe('HIT');
    expect(kept.headers['cache-control']).toBe(clientWordsPageCacheControl);

    expect((await vera.post('/api/testimonial/consent/withdraw/', {})).status).toBe(200);
    const seen: string[] = [];
    await expect
      .poll(
        async () => {
          const answer = await landing();
          seen.push(cacheStatus(answer));
          return decodedBody(answer).includes(words);
        },
        { timeout: clientWordsBoundMs, interval: 250 },
      )
      .toBe(false);
    expect(seen).not.toContain('STALE');
    expect(seen).not.toContain('UPDATING');
  });

  // Last: the app is stopped for good.
  it('should answer 502 for the landing once its seconds are over while the app is down, and serve the other pages stale', async () => {
    await landing();
    await plainGet(`${site}/about`, chromiumEncodings);
    await stopApp();
    const seen: Array<[number, string]> = [];
    await expect
      .poll(
        async () => {
          const answer = await landing();
          seen.push([answer.status, cacheStatus(answer)]);
          return answer.status;
        },
        { timeout: clientWordsBoundMs, interval: 500 },
      )
      .toBe(502);
    expect(seen.filter(([status]) => status === 200).map(([, cache]) => cache)).not.toContain('STALE');
    // The other pages keep being served while the app is away (their stale-if-error), once their minute is over too.
    await expect
      .poll(
        async () => {
          const answer = await plainGet(`${site}/about`, chromiumEncodings);
          return [answer.status, cacheStatus(answer)];
        },
        { timeout: 120_000, interval: 1000 },
      )
      .toEqual([200, 'STALE']);
  }, 150_000);
});
