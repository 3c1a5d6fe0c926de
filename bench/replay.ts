/**
 * Replay benchmark: writes a realistic history (clients registering with consents, booking and
 * paying for sessions, packages with credits, a few refunds) of at least 100 000 events into an
 * in-memory PGlite store, then replays it into fresh read models and prints events per second.
 *
 *   npm run bench:replay            (EVENTS=200000 for a larger history)
 */
import { randomUUID } from 'node:crypto';
import { readModelProjections } from '../projections';
import { replayAndCompare } from '../projections/replay';
import { openPgliteDatabase } from '../server/src/db/pglite-database';
import type { NewEvent } from '../server/src/eventstore/event-store';
import { currentSchemaVersion } from '../server/src/eventstore/upcasting';
import { openProtectedEventStore } from '../server/src/modules/privacy/protected-event-store';

const target = Number(process.env.EVENTS ?? 100_000);
const metadata = { actor: 'bench', correlationId: 'bench', schemaVersion: currentSchemaVersion };
const event = (type: string, data: unknown): NewEvent => ({ type, data, metadata });
const consent = { document: '/user-personal-data', version: '2026-11-01' };

const db = await openPgliteDatabase(undefined);
// As the application writes and reads: personal fields encrypted per stream, events upcast.
const store = await openProtectedEventStore({ eventstoreUrl: undefined, db });
for (const projection of readModelProjections) await db.exec(projection.schema);

let written = 0;
let consultationId = 0;
const day = Date.parse('2027-01-01T07:00:00.000Z');
const writeStarted = performance.now();
while (written < target) {
  const userId = randomUUID();
  const at = new Date().toISOString();
  const email = `${userId.slice(0, 8)}@example.ru`;
  const user = [
    event('UserRegistered', { userId, email, registeredAt: at }),
    event('PersonalDataConsentGiven', { userId, consent, givenAt: at, source: 'registration' }),
    event('AdvertisingConsentGiven', { userId, consent: { document: '/user-notification', version: '2026-11-01' }, givenAt: at, source: 'registration' }),
  ];
  await store.appendToStream(`user-${userId}`, user);
  written += user.length;
  for (let purchase = 0; purchase < 4; purchase++) {
    const purchaseId = randomUUID();
    const id = ++consultationId;
    const start = new Date(day + id * 86_400_000).toISOString();
    const sessions = purchase === 0 ? 5 : 1;
    const amountKopecks = sessions === 5 ? 1_575_000 : 350_000;
    const purchaseEvents = [
      event('PurchaseStarted', { purchaseId, item: { kind: 'consultation', typeId: sessions === 5 ? 2 : 1, consultationId: id, sessions }, amountKopecks, description: 'Коуч-сессия', buyer: { userId, email }, startedAt: at }),
      event('PaymentRequested', { purchaseId, provider: 'sandbox', paymentId: `pay-${purchaseId}`, confirmationToken: 'ct', payBy: at }),
      event('PaymentSucceeded', { purchaseId, paymentId: `pay-${purchaseId}`, amountKopecks, succeededAt: at }),
      ...(purchase === 3 && id % 10 === 0 ? [event('RefundSucceeded', { purchaseId, paymentId: `pay-${purchaseId}`, refundId: `r-${purchaseId}`, amountKopecks, refundedAt: at })] : []),
    ];
    await store.appendToStream(`purchase-${purchaseId}`, purchaseEvents);
    await store.appendToStream(`slot-${start.slice(0, 16)}Z`, [
      event('SlotReserved', { start, consultationId: id, userId, purchaseId, holdUntil: at }),
      event('SlotReservationConfirmed', { start, consultationId: id }),
    ]);
    await store.appendToStream(`consultation-${id}`, [
      event('ConsultationBooked', { consultationId: id, userId, start, typeId: 1, settlement: { kind: 'payment', purchaseId }, bookedAt: at }),
      event('ConsultationPaid', { consultationId: id, purchaseId, paidAt: at }),
      event('ConsultationSummaryWritten', { consultationId: id, description: 'Итоги: цель сформулирована, следующий шаг — эксперимент.', writtenAt: at }),
    ]);
    written += purchaseEvents.length + 5;
    if (sessions === 5) {
      await store.appendToStream(`credits-${userId}`, [event('CreditsGranted', { userId, purchaseId, count: 4, grantedAt: at })]);
      written += 1;
    }
  }
}
const writeSeconds = (performance.now() - writeStarted) / 1000;
const report = await replayAndCompare(db, store, readModelProjections);
console.log(`history: ${written} events written in ${writeSeconds.toFixed(1)} s (PGlite in memory)`);
console.log(`replay: ${report.events} events in ${report.seconds.toFixed(2)} s = ${Math.round(report.events / report.seconds)} events/s`);
await db.close();
