import { afterAll, beforeAll, expect } from 'vitest';
import type { ApiClient } from './api-client';
import { createTestClock } from './clock';
import { practiceDetails } from './practice-details';
import { registerAndSignIn } from './sign-in';
import { startTestApp, type TestApp } from './test-app';

export type MessengerChannel = 'telegram' | 'max';
export type Channels = { channels: Array<{ channel: string; configured: boolean; linked: boolean; link: { url: string; expires_at: string } | null }> };
export type BuyResponse = { data: { token: string | null; id: string } };
export type Consent = { kind: string; action: string; source: string };

/** What the suites need of a messenger's stand-in (tests/support/telegram-stand-in.ts, max-stand-in.ts). */
type StandIn = { url: string; sentTo(chatId: string): Array<{ body: Record<string, unknown> }>; close(): Promise<void> };

export const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * One messenger channel's suite: the stand-in of its Bot API, the app on the embedded store with
 * that channel configured (`environment(standIn)`) and its jobs on a test clock at 12:00 in Moscow,
 * the coach and Anna signed in, and what every messenger suite asks: the texts sent to a chat,
 * a fresh deep link's token, the channel's state and Anna's consents to it. Started before the
 * enclosing `describe`'s tests, closed after.
 */
export function useMessengerSuite<S extends StandIn>(channel: MessengerChannel, options: { startStandIn(): Promise<S>; environment(standIn: S): Record<string, string> }) {
  const clock = createTestClock(new Date('2026-11-22T09:00:00.000Z'));
  const started: { standIn?: S; app?: TestApp; coach?: ApiClient; anna?: ApiClient; annaId?: string } = {};
  const need = <T>(value: T | undefined): T => {
    if (value === undefined) throw new Error('The messenger suite is used before beforeAll started it');
    return value;
  };

  beforeAll(async () => {
    started.standIn = await options.startStandIn();
    started.app = await startTestApp({
      backend: 'embedded',
      now: clock.now,
      jobsFollowNow: true,
      adminEmails: ['coach@example.ru'],
      environment: { SANDBOX_RECEIPT_DELAY_MS: '0', ...options.environment(started.standIn) },
    });
    const [coach, anna] = [started.app.client(), started.app.client()];
    Object.assign(started, { coach, anna });
    await registerAndSignIn(coach, started.app.outboxDir, 'coach@example.ru');
    started.annaId = (await registerAndSignIn(anna, started.app.outboxDir, 'anna@example.ru')).id;
    expect((await coach.request('PUT', '/api/practice/', { body: practiceDetails('self_employed') })).status).toBe(200);
  }, 60_000);
  afterAll(async () => {
    await started.app?.close();
    await started.standIn?.close();
  });

  const texts = (chatId: string) => need(started.standIn).sentTo(chatId).map((call) => String(call.body.text));
  return {
    clock,
    get standIn() {
      return need(started.standIn);
    },
    get app() {
      return need(started.app);
    },
    get coach() {
      return need(started.coach);
    },
    get anna() {
      return need(started.anna);
    },
    get annaId() {
      return need(started.annaId);
    },
    texts,
    waitForMessage: (chatId: string, pattern: RegExp) => expect.poll(() => texts(chatId).find((text) => pattern.test(text)), { timeout: 15_000, interval: 100 }).toBeDefined(),
    countOf: (chatId: string, pattern: RegExp) => texts(chatId).filter((text) => pattern.test(text)).length,
    lastMessage: (chatId: string, pattern: RegExp) => need(started.standIn).sentTo(chatId).filter((call) => pattern.test(String(call.body.text))).at(-1)?.body,
    /** Asks for a fresh deep link (the client's or the coach's path) and answers its one-time token. */
    freshLink: async (client: ApiClient, path: string, body: Record<string, unknown>) => {
      const made = await client.post<Channels>(path, body);
      expect(made.status, JSON.stringify(made.body)).toBe(200);
      const url = made.body.channels.find((each) => each.channel === channel)?.link?.url ?? '';
      return new URL(url).searchParams.get('start') ?? '';
    },
    state: async (client: ApiClient, path = '/api/setting/messenger/') => (await client.get<Channels>(path)).body.channels.find((each) => each.channel === channel),
    consentsOf: async (): Promise<Consent[]> =>
      (await need(started.anna).get<{ consent_history: Consent[] }>('/api/setting/')).body.consent_history.filter((consent) => consent.kind === `messenger_${channel}`),
    /** Moves the test clock to `iso` and lets the in-process jobs' one-second poll see it. */
    setClock: async (iso: string) => {
      clock.advance(new Date(iso).getTime() - clock.now().getTime());
      await sleep(1500);
    },
  };
}
