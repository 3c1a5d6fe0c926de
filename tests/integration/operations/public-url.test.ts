import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ApiClient } from '../../support/api-client';
import { startAppProcess, type AppProcess } from '../../support/app-process';
import { waitForMail } from '../../support/outbox';

describe('links in mail without PUBLIC_URL', () => {
  let dataDir: string;
  let app: AppProcess;

  beforeAll(async () => {
    dataDir = await mkdtemp(path.join(os.tmpdir(), 'coach-public-url-'));
    // PORT=0: the port is only known once bound, so no default address could be right.
    app = await startAppProcess({ DATA_DIR: dataDir });
  }, 60_000);
  afterAll(async () => {
    await app?.dispose();
    await rm(dataDir, { recursive: true, force: true });
  });

  it('should point at the address the server really listens on', async () => {
    const client = new ApiClient(app.baseUrl);
    const sent = await client.get<{ send: boolean }>('/api/send-code/', { email: 'new.client@example.ru' });
    expect(sent.status, JSON.stringify(sent.body)).toBe(200);
    const mail = await waitForMail(path.join(dataDir, 'outbox'), (message) => message.to.includes('new.client@example.ru'));
    const links = [...mail.text.matchAll(/https?:\/\/[^\s)]+/g)].map(([link]) => link);
    expect(links.length).toBeGreaterThan(0);
    for (const link of links) expect(new URL(link).origin).toBe(`http://localhost:${app.port}`);
  });
});
