import { randomUUID } from 'node:crypto';
import type { EnqueueOptions, JobDefinition, JobQueue } from '../../adapters/queue/job-queue';
import type { Logger } from '../../config/logger';
import type { Queryable } from '../../db/database';
import { aggregateStream, handleCommand, isDecidersEvent } from '../../eventstore/command-handler';
import { decidedAt, type HandledCommand, type RequestMetadata } from '../../eventstore/decider';
import type { EventStore } from '../../eventstore/event-store';
import type { WelcomeLetterPayload } from '../../jobs/payloads';
import { freeProductTypeId } from '../catalog/catalog';
import { welcomeProgressStreamId, welcomeSeriesStreamId, type WelcomeLetter, type WelcomeSeriesDefinitionEvent } from './events';
import { progressDecider, type WelcomeProgressCommand, type WelcomeProgressState } from './progress-decider';
import { seriesDecider, type WelcomeSeriesState } from './series-decider';

const dayMs = 24 * 60 * 60 * 1000;
const guestPrefix = 'guest:';

/** A letter as the coach sends it: one kept from the last save names its id, a new one has none. */
export type WelcomeLetterDraft = Omit<WelcomeLetter, 'id'> & { id?: string };

/** A fulfilled purchase as the payment process hands it over. */
export type FulfilledPurchase = {
  purchaseId: string;
  item: { kind: 'product'; typeId: number } | { kind: 'consultation' };
  amountKopecks: number;
  buyer: { userId: string | null; email: string };
};

export type WelcomeSeriesDeps = {
  store: EventStore;
  db: Queryable;
  jobs: JobQueue;
  now: () => Date;
  logger: Logger;
};

/** The metadata of what the series does on its own (a job, a reaction to a purchase). */
const systemMetadata = (correlationId: string): RequestMetadata => ({ actor: 'system', correlationId });

/**
 * The welcome series after the free guide: the coach's letters in the one `welcome-series-guide`
 * stream, each person's progress in `welcome-{recipientId}`. A person is named as newsletters name
 * her: her account id, or for a guest `guest:{purchaseId}` of her first free guide (so taking the
 * guide again is the same person). Letters are scheduled as jobs with one id per person and letter.
 */
export function createWelcomeSeries(deps: WelcomeSeriesDeps) {
  let known: { revision: number; state: WelcomeSeriesState } = { revision: -1, state: seriesDecider.initialState() };
  let letterJob: JobDefinition<WelcomeLetterPayload> | undefined;

  async function series(): Promise<WelcomeSeriesState> {
    const newer = await deps.store.readStream(welcomeSeriesStreamId, { fromRevision: known.revision + 1 });
    for (const event of newer) {
      if (!isDecidersEvent<WelcomeSeriesDefinitionEvent>(seriesDecider.eventTypes, event)) throw new Error(`${welcomeSeriesStreamId}: unexpected event type ${event.type}`);
      known = { revision: event.revision, state: seriesDecider.evolve(known.state, event) };
    }
    return known.state;
  }

  const progress = (recipientId: string) => aggregateStream(deps.store, welcomeProgressStreamId(recipientId), progressDecider);

  const execute = (recipientId: string, command: HandledCommand<WelcomeProgressCommand>) => handleCommand(deps.store, welcomeProgressStreamId(recipientId), progressDecider, command);
  const at = (metadata: RequestMetadata) => decidedAt(metadata, deps.now());

  /**
   * The series of a guest already started by one of her free guides (taken as a guest from this
   * address), so taking the guide again is the same person; undefined when none started one.
   */
  async function guestRecipientOf(email: string): Promise<string | undefined> {
    const { rows } = await deps.db.query<{ recipient_id: string }>(
      `SELECT w.recipient_id FROM welcome_series_people w JOIN purchases p ON w.recipient_id = '${guestPrefix}' || p.id
       WHERE p.kind = 'product' AND p.type_id = $1 AND p.user_id IS NULL AND lower(p.email) = lower($2)
       ORDER BY w.started_at, w.recipient_id LIMIT 1`,
      [freeProductTypeId, email],
    );
    return rows[0]?.recipient_id;
  }

  /** Her address now: the account's, or the guest's from her purchase. */
  async function addressOf(recipientId: string): Promise<string | undefined> {
    if (recipientId.startsWith(guestPrefix)) {
      const { rows } = await deps.db.query<{ email: string | null }>(`SELECT email FROM purchases WHERE id = $1`, [recipientId.slice(guestPrefix.length)]);
      return rows[0]?.email ?? undefined;
    }
    const { rows } = await deps.db.query<{ email: string }>(`SELECT email FROM users WHERE id = $1 AND deleted_at IS NULL`, [recipientId]);
    return rows[0]?.email;
  }

  /**
   * Whether her advertising consent stands: an account's own; a guest's as the newsletters read it
   * (given with a purchase and not withdrawn), unless the address has an account, whose consent decides.
   */
  async function stillSubscribed(recipientId: string): Promise<boolean> {
    if (!recipientId.startsWith(guestPrefix)) {
      const { rows } = await deps.db.query(`SELECT 1 FROM users WHERE id = $1 AND deleted_at IS NULL AND advertising_consent`, [recipientId]);
      return rows.length > 0;
    }
    const email = await addressOf(recipientId);
    if (!email) return false;
    const { rows } = await deps.db.query(
      `SELECT 1 FROM guest_subscribers g WHERE g.email = lower($1) AND g.subscribed AND NOT EXISTS (SELECT 1 FROM users u WHERE lower(u.email) = g.email)`,
      [email],
    );
    return rows.length > 0;
  }

  async function scheduleLetters(recipientId: string, startedAt: Date, letters: readonly WelcomeLetter[]) {
    if (!letterJob) throw new Error('The welcome letter job is not wired');
    for (const letter of letters) {
      const payload = { recipientId, letterId: letter.id };
      const options: EnqueueOptions = { jobId: `welcome-letter-${recipientId}-${letter.id}`, delayMs: Math.max(0, startedAt.getTime() + letter.delayDays * dayMs - deps.now().getTime()) };
      await deps.jobs.enqueue(letterJob, payload, options);
    }
  }

  /** Starts the series for whoever took the free guide with her advertising consent standing. */
  async function startAfterGuide(purchase: FulfilledPurchase, metadata: RequestMetadata): Promise<void> {
    const current = await series();
    if (!current.enabled || current.letters.length === 0) return;
    const recipientId = purchase.buyer.userId ?? (await guestRecipientOf(purchase.buyer.email)) ?? `${guestPrefix}${purchase.purchaseId}`;
    if (!(await stillSubscribed(recipientId))) {
      deps.logger.info({ purchaseId: purchase.purchaseId }, 'free guide taken without advertising consent; no welcome series');
      return;
    }
    const outcome = await execute(recipientId, { type: 'StartWelcomeSeries', data: { recipientId, trigger: 'guide', purchaseId: purchase.purchaseId }, metadata: at(metadata) });
    if (outcome.events.length === 0) return;
    await scheduleLetters(recipientId, deps.now(), current.letters);
  }

  /** A paid purchase ends her series when the coach chose so. */
  async function stopAfterPurchase(purchase: FulfilledPurchase, metadata: RequestMetadata): Promise<void> {
    if (!(await series()).stopOnPurchase) return;
    const people = new Set<string>();
    if (purchase.buyer.userId) people.add(purchase.buyer.userId);
    const guest = await guestRecipientOf(purchase.buyer.email);
    if (guest) people.add(guest);
    const { rows } = await deps.db.query<{ id: string }>(`SELECT id FROM users WHERE lower(email) = lower($1) AND deleted_at IS NULL`, [purchase.buyer.email]);
    for (const row of rows) people.add(row.id);
    for (const recipientId of people) await execute(recipientId, { type: 'StopWelcomeSeries', data: { recipientId, reason: 'purchase' }, metadata: at(metadata) });
  }

  return {
    series,
    guestRecipientOf,
    addressOf,
    stillSubscribed,
    progress: async (recipientId: string): Promise<WelcomeProgressState> => (await progress(recipientId)).state,

    /** The job that mails the letters; set once by the composition root. */
    useLetterJob(job: JobDefinition<WelcomeLetterPayload>) {
      letterJob = job;
    },

    /** The coach's whole series; a new letter gets its id here. */
    async save(input: { enabled: boolean; stopOnPurchase: boolean; letters: readonly WelcomeLetterDraft[] }, metadata: RequestMetadata): Promise<WelcomeSeriesState> {
      const letters = input.letters.map((draft) => ({ id: draft.id ?? randomUUID(), subject: draft.subject, html: draft.html, delayDays: draft.delayDays }));
      const outcome = await handleCommand(deps.store, welcomeSeriesStreamId, seriesDecider, {
        type: 'SaveWelcomeSeries',
        data: { enabled: input.enabled, stopOnPurchase: input.stopOnPurchase, letters },
        metadata: decidedAt(metadata, deps.now()),
      });
      return outcome.state;
    },

    /** What follows a fulfilled purchase: the free guide starts the series, a paid one may end it. */
    async purchaseFulfilled(purchase: FulfilledPurchase, metadata: RequestMetadata): Promise<void> {
      if (purchase.item.kind === 'product' && purchase.item.typeId === freeProductTypeId) return startAfterGuide(purchase, metadata);
      if (purchase.amountKopecks > 0) return stopAfterPurchase(purchase, metadata);
    },

    /** Her unsubscribe from the series (the link or the one-click header); true when it ended it now. */
    async unsubscribe(recipientId: string, metadata: RequestMetadata): Promise<boolean> {
      const outcome = await execute(recipientId, { type: 'StopWelcomeSeries', data: { recipientId, reason: 'unsubscribe' }, metadata: at(metadata) });
      return outcome.events.length > 0;
    },

    /** The letter as the series has it now, while the series is on. */
    async letter(letterId: string): Promise<{ subject: string; html: string } | undefined> {
      const current = await series();
      if (!current.enabled) return undefined;
      return current.letters.find((letter) => letter.id === letterId);
    },

    async claim(recipientId: string, letterId: string): Promise<'claimed' | 'stopped' | 'claimed-before'> {
      const outcome = await execute(recipientId, { type: 'ClaimWelcomeLetter', data: { recipientId, letterId }, metadata: at(systemMetadata(`welcome-letter-${recipientId}-${letterId}`)) });
      if (outcome.events.length > 0) return 'claimed';
      return outcome.state.status === 'running' ? 'claimed-before' : 'stopped';
    },

    async recordSent(recipientId: string, letterId: string, subject: string): Promise<void> {
      await execute(recipientId, { type: 'RecordWelcomeLetterSent', data: { recipientId, letterId, subject }, metadata: at(systemMetadata(`welcome-letter-${recipientId}-${letterId}`)) });
    },

    async release(recipientId: string, letterId: string): Promise<void> {
      await execute(recipientId, { type: 'ReleaseWelcomeLetter', data: { recipientId, letterId }, metadata: at(systemMetadata(`welcome-letter-${recipientId}-${letterId}`)) });
    },

    /** How many people the series started and stopped for, and how many got each letter (the `welcome_series` read model). */
    async counts(): Promise<{ started: number; stopped: number; letters: Map<string, number> }> {
      const people = await deps.db.query<{ started: string; stopped: string }>(
        `SELECT count(*) AS started, count(*) FILTER (WHERE stopped_at IS NOT NULL) AS stopped FROM welcome_series_people`,
      );
      const sent = await deps.db.query<{ letter_id: string; sent: string }>(`SELECT letter_id, count(*) AS sent FROM welcome_letter_sends GROUP BY letter_id`);
      return {
        started: Number(people.rows[0]?.started ?? 0),
        stopped: Number(people.rows[0]?.stopped ?? 0),
        letters: new Map(sent.rows.map((row) => [row.letter_id, Number(row.sent)])),
      };
    },
  };
}

export type WelcomeSeries = ReturnType<typeof createWelcomeSeries>;
