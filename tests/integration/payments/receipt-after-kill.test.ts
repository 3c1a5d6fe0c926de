import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, expect, it } from 'vitest';
import { ApiClient } from '../../support/api-client';
import { startAppProcess, type AppProcess } from '../../support/app-process';
import { createScratchDatabase, realPostgresUrl } from '../../support/real-servers';
import { describeSideBySide } from '../../support/side-by-side';
import { registerAndSignIn } from '../../support/sign-in';
import { startYookassaStandIn, type YookassaStandIn } from '../../support/yookassa-stand-in';

type BuyResponse = { data: { id: string } };
type Movement = { purchase_id: string; status: string; receipts: Array<{ kind: string; status: string; fiscal: Record<string, string> | null }> };

/**
 * The real entry with YooKassa (a local stand-in of its API) killed with SIGKILL while the receipt
 * of a payment is being asked about, then started again on the same data: the receipt is followed
 * to its end and recorded exactly once, and nothing is paid or asked for twice.
 */

const postgresUrl = await realPostgresUrl();
const credentials = { shopId: '506751', secretKey: 'test_stand_in_secret' };
const paidGuide = 2;
const fiscal = { fiscal_document_number: '3997', fiscal_storage_number: '9288000100115785', fiscal_attribute: '2617603921' };

function describeKillDuringReceipt(
  databaseName: string,
  databaseEnv: () => Promise<{ env: Record<string, string>; drop: () => Promise<void> }>,
  options: { skip?: boolean } = {},
) {
  describeSideBySide(`a payment's receipt across kill -9 and a start (${databaseName})`, () => {
    const started: AppProcess[] = [];
    const cleanups: Array<() => Promise<void>> = [];
    let standIn: YookassaStandIn | undefined;
    afterAll(async () => {
      await Promise.all(started.map((app) => app.dispose()));
      await standIn?.close();
      for (const cleanup of cleanups) await cleanup();
    });

    it('should record the receipt once, after the restart, when the process died while asking about it', async () => {
      standIn = await startYookassaStandIn(credentials);
      const dataDir = await mkdtemp(path.join(os.tmpdir(), 'coach-receipt-kill-'));
      cleanups.push(() => rm(dataDir, { recursive: true, force: true }));
      const database = await databaseEnv();
      cleanups.push(database.drop);
      const outbox = path.join(dataDir, 'outbox');
      const env = {
        ...database.env,
        DATA_DIR: dataDir,
        ADMIN_EMAILS: 'coach@example.ru',
        YOOKASSA_SHOP_ID: credentials.shopId,
        YOOKASSA_SECRET_KEY: credentials.secretKey,
        YOOKASSA_API_URL: standIn.baseUrl,
      };
      const start = async () => {
        const app = await startAppProcess(env);
        started.push(app);
        return app;
      };

      const first = await start();
      const anna = new ApiClient(first.baseUrl);
      await registerAndSignIn(anna, outbox, 'anna@example.ru');
      const bought = await anna.post<BuyResponse>('/api/buy/', { product: 'product', type: paidGuide, amount: 0 });
      expect(bought.status, JSON.stringify(bought.body)).toBe(200);
      const purchaseId = bought.body.data.id;
      const payment = [...standIn.payments.values()].find((candidate) => candidate.metadata.purchaseId === purchaseId)!;
      standIn.pay(payment.id);
      standIn.registerReceipt(payment.id, fiscal);
      // The buyer's return page reads the payment at once; the receipt's follow-up waits on an answer that never comes in time
      // (only that one: a payment read by a job in the background must not take the delay meant for it).
      standIn.fail({ kind: 'delay', ms: 120_000, method: 'GET', path: '/v3/receipts' });
      expect((await anna.get<{ result: boolean }>('/api/buySuccessId/', { id: purchaseId })).body.result).toBe(true);
      const receiptAsked = `/v3/receipts?payment_id=${payment.id}`;
      await expect.poll(() => standIn!.requests.some((request) => request.path === receiptAsked), { timeout: 15_000 }).toBe(true);

      first.signal('SIGKILL');
      expect((await first.exited).signal).toBe('SIGKILL');

      const second = await start();
      const coach = new ApiClient(second.baseUrl);
      await registerAndSignIn(coach, outbox, 'coach@example.ru');
      let movement: Movement | undefined;
      // The dead process's claim on the job lapses (30 s), then the job asks again.
      await expect
        .poll(
          async () => {
            movement = (await coach.get<{ items: Movement[] }>('/api/admin/payments/')).body.items.find((item) => item.purchase_id === purchaseId);
            return movement?.receipts.map((receipt) => receipt.status);
          },
          { timeout: 90_000, interval: 1000 },
        )
        .toEqual(['succeeded']);
      expect(movement?.receipts).toEqual([expect.objectContaining({ kind: 'payment', status: 'succeeded', fiscal: expect.objectContaining({ fiscal_document_number: '3997' }) })]);
      expect(standIn.requests.filter((request) => request.method === 'POST' && request.path === '/v3/payments')).toHaveLength(1);
      expect(second.logs.filter((line) => line.level >= 50)).toEqual([]);
    }, 240_000);
  }, options);
}

describeKillDuringReceipt('PGlite', async () => ({ env: {}, drop: async () => {} }));

// Without a server, real-servers.ts has already printed the one line saying this part is skipped.
describeKillDuringReceipt(
  'PostgreSQL',
  async () => {
    const scratch = await createScratchDatabase(postgresUrl!);
    return { env: { DATABASE_URL: scratch.url }, drop: scratch.drop };
  },
  { skip: !postgresUrl },
);
