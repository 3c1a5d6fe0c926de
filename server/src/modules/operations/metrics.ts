import { createHash, timingSafeEqual } from 'node:crypto';
import type { Middleware } from 'koa';
import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client';
import type { Infra } from '../../infra';
import { isApiPath } from '../../http/api-path';
import { matchedRoute } from '../../http/matched-route';
import { readFailures } from '../../read-models/projection-failures';
import { lastBackup } from '../backup/backup-records';
import { createPaymentLedger } from '../payments/payment-ledger';

/** Lag is counted up to this many events per projection, so a scrape stays cheap when far behind. */
export const maxCountedLag = 10_000;

/** Payment events (as the audit log keeps them) by what they mean for the coach. */
const paymentOutcomes = { PaymentRequested: 'created', PaymentSucceeded: 'succeeded', PaymentCanceled: 'failed', RefundSucceeded: 'refunded' } as const;

/**
 * What `/metrics` shows, in Prometheus' text format through prom-client. Requests and mails are
 * counted as they happen; lag, jobs, payments and the backup age are read from the database at
 * each scrape, so they are right whichever process did the work.
 */
export function createMetrics(deps: Pick<Infra, 'db' | 'store' | 'jobs' | 'now'>) {
  const registry = new Registry();
  const ledger = createPaymentLedger(deps.db);
  collectDefaultMetrics({ register: registry });
  const registers = [registry];

  const requests = new Histogram({
    name: 'http_request_duration_seconds',
    help: 'HTTP requests by route template, method and status, with their latency',
    labelNames: ['method', 'route', 'status'] as const,
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
    registers,
  });
  const mails = new Counter({ name: 'coach_mails_total', help: 'Mails handed to the transport, by kind and outcome (sent, failed)', labelNames: ['kind', 'outcome'] as const, registers });

  new Gauge({
    name: 'coach_projection_lag_events',
    help: `Events a read model has still to apply (counted up to ${maxCountedLag})`,
    labelNames: ['projection'] as const,
    registers,
    async collect() {
      const { rows } = await deps.db.query<{ name: string; position: string }>(`SELECT name, position::text AS position FROM projection_checkpoints`);
      for (const row of rows) {
        const behind = await deps.store.readAll({ fromPosition: BigInt(row.position), limit: maxCountedLag });
        this.set({ projection: row.name }, behind.length);
      }
    },
  });
  new Gauge({
    name: 'coach_projection_failed_attempts',
    help: 'Failed attempts at the event a read model is stuck on (0 while it applies its events)',
    labelNames: ['projection', 'event_type'] as const,
    registers,
    async collect() {
      this.reset();
      const { rows } = await deps.db.query<{ name: string }>(`SELECT name FROM projection_checkpoints`);
      for (const row of rows) this.set({ projection: row.name, event_type: '' }, 0);
      for (const failure of await readFailures(deps.db)) {
        this.remove({ projection: failure.projection, event_type: '' });
        this.set({ projection: failure.projection, event_type: failure.type }, failure.attempts);
      }
    },
  });
  new Gauge({
    name: 'coach_jobs',
    help: 'Jobs by queue and state (waiting, delayed, active, failed)',
    labelNames: ['queue', 'state'] as const,
    registers,
    async collect() {
      this.reset();
      for (const { queue, state, count } of await deps.jobs.counts()) this.set({ queue, state }, count);
    },
  });
  new Gauge({
    name: 'coach_payments',
    help: 'Payments recorded so far by outcome (created, succeeded, failed, refunded), from the event history',
    labelNames: ['outcome'] as const,
    registers,
    async collect() {
      const { rows } = await deps.db.query<{ type: keyof typeof paymentOutcomes; n: string | number }>(
        `SELECT type, count(*) AS n FROM audit_log WHERE type = ANY($1::text[]) GROUP BY type`,
        [Object.keys(paymentOutcomes)],
      );
      for (const outcome of Object.values(paymentOutcomes)) this.set({ outcome }, 0);
      for (const row of rows) this.set({ outcome: paymentOutcomes[row.type] }, Number(row.n));
    },
  });
  new Gauge({
    name: 'coach_receipt_problems',
    help: 'Payments and refunds whose receipt is missing, refused, or unanswered past its register\'s usual time (fined per payment)',
    registers,
    async collect() {
      this.set(await ledger.receiptProblems(deps.now()));
    },
  });
  new Gauge({
    name: 'coach_failed_mails',
    help: 'Mails the transport refused that have not gone out since (the back office list)',
    registers,
    async collect() {
      const { rows } = await deps.db.query<{ n: string | number }>(`SELECT count(*) AS n FROM failed_mails WHERE resolved_at IS NULL`);
      this.set(Number(rows[0]?.n ?? 0));
    },
  });
  new Gauge({
    name: 'coach_backup_age_seconds',
    help: 'Seconds since the last backup was written (since 1970 when there never was one)',
    registers,
    async collect() {
      const last = await lastBackup(deps.db);
      this.set((deps.now().getTime() - (last?.finishedAt.getTime() ?? 0)) / 1000);
    },
  });

  return {
    registry,
    countMail: (kind: string, outcome: 'sent' | 'failed') => mails.inc({ kind, outcome }),
    /** Times every request; the route is the router's template, so ids do not make new series. */
    requestTimer(): Middleware {
      // One child per method, route and status, kept: observing through it skips sorting and hashing the labels per request.
      const series = new Map<string, { observe(seconds: number): void }>();
      const observe = (labels: { method: string; route: string; status: string }, seconds: number) => {
        const key = `${labels.method} ${labels.status} ${labels.route}`;
        let child = series.get(key);
        if (!child) {
          child = requests.labels(labels);
          series.set(key, child);
        }
        child.observe(seconds);
      };
      return async (ctx, next) => {
        const started = performance.now();
        try {
          await next();
        } finally {
          const route = matchedRoute(ctx) ?? (ctx.path === '/metrics' ? '/metrics' : isApiPath(ctx.path) ? 'unknown-api' : 'web');
          observe({ method: ctx.method, route, status: String(ctx.status) }, (performance.now() - started) / 1000);
        }
      };
    },
  };
}

const digest = (text: string) => createHash('sha256').update(text).digest();

/** `GET /metrics` behind `Authorization: Bearer <METRICS_TOKEN>`; without a configured token it does not exist. */
export function metricsEndpoint(registry: Registry, token: string | undefined): Middleware {
  return async (ctx, next) => {
    if (ctx.path !== '/metrics' || !token) {
      await next();
      return;
    }
    const given = /^Bearer (.+)$/.exec(ctx.get('authorization'))?.[1] ?? '';
    if (!timingSafeEqual(digest(given), digest(token))) {
      ctx.status = 401;
      ctx.set('WWW-Authenticate', 'Bearer');
      ctx.body = { detail: 'Для метрик нужен токен: заголовок Authorization: Bearer <METRICS_TOKEN>.' };
      return;
    }
    ctx.set('Content-Type', registry.contentType);
    ctx.body = await registry.metrics();
  };
}
