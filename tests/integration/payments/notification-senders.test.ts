import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ApiClient } from '../../support/api-client';
import { startTestApp, type TestApp } from '../../support/test-app';

const notificationPath = '/api/payments/yookassa/notification/';
/** About a payment we never made: a sender that passes the network check gets 200 and nothing changes. */
const unknownPayment = { type: 'notification', event: 'payment.succeeded', object: { id: 'not-ours-2f1c' } };

function notifyFrom(app: TestApp, forwardedFor?: string) {
  const client = new ApiClient(app.baseUrl, forwardedFor ? { 'x-forwarded-for': forwardedFor } : {});
  return client.post<{ result?: boolean; detail?: string }>(notificationPath, unknownPayment, { csrf: false });
}

describe('YooKassa notifications without a trusted proxy (the socket address counts)', () => {
  let app: TestApp;
  const logged: Array<Record<string, unknown>> = [];
  beforeAll(async () => {
    const logger = pino({ level: 'warn' }, { write: (line: string) => void logged.push(JSON.parse(line) as Record<string, unknown>) });
    app = await startTestApp({ backend: 'embedded', logger });
  });
  afterAll(async () => {
    await app?.close();
  });

  it('should refuse a sender outside the published networks with 403 and a Russian detail', async () => {
    const answer = await notifyFrom(app);
    expect(answer.status).toBe(403);
    expect(answer.body.detail).toBe('Уведомления принимаются только от ЮKassa.');
    expect(logged.find((line) => line.msg === 'notification from outside YooKassa refused')).toMatchObject({
      clientIp: expect.stringMatching(/127\.0\.0\.1$/),
    });
  });

  it('should not believe X-Forwarded-For from a client when the proxy is not trusted', async () => {
    const answer = await notifyFrom(app, '77.75.153.5');
    expect(answer.status).toBe(403);
  });
});

describe('YooKassa notifications with the sender networks configured', () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await startTestApp({ backend: 'embedded', environment: { YOOKASSA_NOTIFICATION_NETWORKS: '10.9.0.0/16, 127.0.0.1' } });
  });
  afterAll(async () => {
    await app?.close();
  });

  it('should accept a sender inside them (then still look the payment up)', async () => {
    const answer = await notifyFrom(app);
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    expect(answer.body.result).toBe(true);
  });
});

describe('YooKassa notifications behind the trusted proxy (PUBLIC_URL https://)', () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await startTestApp({ backend: 'embedded', environment: { PUBLIC_URL: 'https://coach.example.ru' } });
  });
  afterAll(async () => {
    await app?.close();
  });

  it('should take the address the proxy adds to X-Forwarded-For', async () => {
    expect((await notifyFrom(app, '77.75.153.5')).status).toBe(200);
    expect((await notifyFrom(app, '185.71.77.30')).status).toBe(200);
  });

  it('should refuse when that address is outside the networks', async () => {
    const answer = await notifyFrom(app, '203.0.113.7');
    expect(answer.status).toBe(403);
    expect(answer.body.detail).toBe('Уведомления принимаются только от ЮKassa.');
  });

  it('should trust only the last entry, the one the proxy itself added, not one the client sent before it', async () => {
    expect((await notifyFrom(app, '77.75.153.5, 203.0.113.7')).status).toBe(403);
    expect((await notifyFrom(app, '203.0.113.7, 77.75.156.35')).status).toBe(200);
  });

  it('should accept IPv6 and IPv4-mapped IPv6 senders inside the networks', async () => {
    expect((await notifyFrom(app, '2a02:5180:0:1::15')).status).toBe(200);
    expect((await notifyFrom(app, '::ffff:77.75.156.11')).status).toBe(200);
    expect((await notifyFrom(app, '2a02:6b8::1')).status).toBe(403);
  });
});
