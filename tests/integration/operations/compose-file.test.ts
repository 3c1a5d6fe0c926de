import { execFileSync, spawnSync } from 'node:child_process';
import { copyFileSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';

const root = path.resolve(import.meta.dirname, '../../..');
const composeFile = path.join(root, 'docker-compose.yml');

type Service = {
  image?: string;
  build?: unknown;
  environment?: Record<string, string>;
  healthcheck?: { test: unknown };
  depends_on?: Record<string, { condition: string }>;
  volumes?: string[];
  ports?: string[];
};
const compose = parse(readFileSync(composeFile, 'utf8'), { merge: true }) as { services: Record<string, Service>; volumes: Record<string, unknown> };

/** Docker's own validator, where a Docker CLI with the compose plugin is installed. */
function dockerCompose(): boolean {
  return spawnSync('docker', ['compose', 'version'], { stdio: 'ignore' }).status === 0;
}

describe('the production compose file', () => {
  it('should run the three roles from one image, each health-checked and started after what it needs', () => {
    for (const role of ['web', 'workers', 'projections']) {
      const service = compose.services[role]!;
      expect(service.build, role).toBe('.');
      expect(service.environment?.APP_ROLES, role).toBe(role);
      expect(service.environment?.APP_SECRET, role).toMatch(/^\$\{APP_SECRET:\?/);
      expect(service.healthcheck?.test, role).toBeTruthy();
      expect(Object.values(service.depends_on ?? {}).every((dependency) => dependency.condition === 'service_healthy'), role).toBe(true);
    }
    expect(Object.keys(compose.services.web!.depends_on!)).toEqual(expect.arrayContaining(['postgres', 'redis', 'eventstore']));
  });

  it('should keep every server’s data in a named volume and health-check it', () => {
    for (const name of ['postgres', 'redis', 'eventstore']) {
      const service = compose.services[name]!;
      expect(service.healthcheck?.test, name).toBeTruthy();
      const named = (service.volumes ?? []).map((volume) => volume.split(':')[0]!);
      expect(named.length, name).toBeGreaterThan(0);
      for (const volume of named) expect(Object.keys(compose.volumes), `${name}: ${volume}`).toContain(volume);
    }
  });

  it('should put the proxy in front: every value its nginx template asks for set, the app published on the loopback only', () => {
    const proxy = compose.services.proxy!;
    const template = readFileSync(path.join(root, 'deploy/nginx/templates/default.conf.template'), 'utf8');
    const asked = new Set([...template.matchAll(/\$\{(PROXY_[A-Z_]+)\}/g)].map((match) => match[1]!));
    expect([...asked].sort()).toEqual(Object.keys(proxy.environment ?? {}).sort());
    expect(proxy.volumes).toContain('./deploy/nginx/templates:/etc/nginx/templates:ro');
    expect(proxy.environment?.PROXY_UPSTREAM).toBe('web:3000');
    expect(proxy.ports).toEqual(['80:80', '443:443']);
    expect(compose.services.web!.ports?.every((port) => port.startsWith('127.0.0.1:'))).toBe(true);
  });

  const composeMissing = !dockerCompose();
  it.skipIf(composeMissing)(
    composeMissing
      ? 'should pass docker compose config (skipped: docker compose is not installed here, so only the structure above is checked)'
      : 'should pass docker compose config',
    () => {
      // As an operator would: `.env` from the example, with the two secrets and the domain it must be given.
      const dir = mkdtempSync(path.join(os.tmpdir(), 'compose-'));
      copyFileSync(composeFile, path.join(dir, 'docker-compose.yml'));
      writeFileSync(path.join(dir, '.env'), `${readFileSync(path.join(root, '.env.example'), 'utf8')}\nAPP_SECRET=${'x'.repeat(32)}\nPOSTGRES_PASSWORD=secret\nSITE_DOMAIN=coach.example.ru\n`);
      expect(() => execFileSync('docker', ['compose', 'config', '--quiet'], { cwd: dir, stdio: 'pipe' })).not.toThrow();
    },
  );
});
