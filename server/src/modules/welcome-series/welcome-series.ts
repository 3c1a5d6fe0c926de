import { systemMetadata } from '../../shared/system-metadata';
import { randomUUID } from 'node:crypto';
import type { EnqueueOptions, JobDefinition } from '../../adapters/queue/job-queue';
import { aggregateStream, handleCommand, isDecidersEvent } from '../../eventstore/command-handler';
import { type HandledCommand, type RequestMetadata } from '../../eventstore/decider';
import type { Infra } from '../../infra';
import type { WelcomeLetterPayload } from '../../jobs/payloads';
import { freeProductTypeId } from '../catalog/catalog';
import { welcomeProgressStreamId, welcomeSeriesStreamIdOf, welcomeSeriesTriggers, type WelcomeLetter, type WelcomeSeriesDefinitionEvent, type WelcomeSeriesTrigger } from './events';
import { progressDecider, type WelcomeProgressCommand, type WelcomeProgressState } from './progress-decider';
import { seriesDecider, type WelcomeSeriesState } from './series-decider';

const dayMs = 24 * 60 * 60 * 1000;
const guestPrefix = 'guest:';

/** A letter as the coach sends it: one kept from the last save names its id, a new one has none. */
export type WelcomeLetterDraft = Omit<WelcomeLetter, 'id'> & { id?: string };

/** A fulfilled purchase as the payment process hands it over. */
export type FulfilledPurchase = {
  purchaseId: string;
  item: { kind: 'product'; typeId: number } | { kind: 'consultation' } | { kind: 'gift_certificate' };
  amountKopecks: number;
  buyer: { userId: string | null; email: string };
};

/** One letter of one series to one person: what the letter job is about. */
export type WelcomeLetterRef = { trigger: WelcomeSeriesTrigger; recipientId: string; letterId: string };

/** The business id of one letter to one person: letter ids are unique across the series, so the guide's ids stay as they were. */
export const welcomeLetterJobIdOf = (ref: Pick<WelcomeLetterRef, 'recipientId' | 'letterId'>) => `welcome-letter-${ref.recipientId}-${ref.letterId}`;


/**
 * The welcome series, one per trigger (after the free guide, a first paid purchase, a first held
 * session): the coach's letters in `welcome-series-{trigger}`, each person's progress in her stream
 * of that series (`welcomeProgressStreamId`). A person is named as newsletters name her: her account
 * id, or for a guest `guest:{purchaseId}` of her first free guide (so taking the guide again is the
 * same person). Letters are scheduled as jobs with one id per person and letter. The first-session
 * series starts for the client of a session the coach marked held (`heldSessionClient`, null for any other outcome).
 */
export function createWelcomeSeries(
  infra: Pick<Infra, 'store' | 'db' | 'jobs' | 'logger'>,
  heldSessionClient: (consultationId: number) => Promise<string | null>,
) {
  const known = new Map<WelcomeSeriesTrigger, { revision: number; state: WelcomeSeriesState }>();
  let letterJob: JobDefinition<WelcomeLetterPayload> | undefined;

  async function series(trigger: WelcomeSeriesTrigger = 'guide'): Promise<WelcomeSeriesState> {
    const streamId = welcomeSeriesStreamIdOf(trigger);
    let current = known.get(trigger) ?? { revision: -1, state: seriesDecider.initialState() };
    const newer = await infra.store.readStream(streamId, { fromRevision: current.revision + 1 });
    for (const event of newer) {
      if (!isDecidersEvent<WelcomeSeriesDefinitionEvent>(seriesDecider.eventTypes, event)) throw new Error(`${streamId}: unexpected event type ${event.type}`);
      current = { revision: event.revision, state: seriesDecider.evolve(current.state, event) };
    }
    known.set(trigger, current);
    return current.state;
  }

  const progress = (recipientId: string, trigger: WelcomeSeriesTrigger) => aggregateStream(infra.store, welcomeProgressStreamId(recipientId, trigger), progressDecider);

  const execute = (recipientId: string, trigger: WelcomeSeriesTrigger, command: HandledCommand<WelcomeProgressCommand>) =>
    handleCommand(infra.store, welcomeProgressStreamId(recipientId, trigger), progressDecider, command);

  /**
   * The series of a guest already started by one of her free guides (taken as a guest from this
   * address), so taking the guide again is the same person; undefined when none started one.
   */
  async function guestRecipientOf(email: string): Promise<string | undefined> {
    const { rows } = await infra.db.query<{ recipient_id: string }>(
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
      const { rows } = await infra.db.query<{ email: string | null }>(`SELECT email FROM purchases WHERE id = $1`, [recipientId.slice(guestPrefix.length)]);
      return rows[0]?.email ?? undefined;
    }
    const { rows } = await infra.db.query<{ email: string }>(`SELECT email FROM users WHERE id = $1 AND deleted_at IS NULL`, [recipientId]);
    return rows[0]?.email;
  }

  /**
   * Whether her advertising consent stands: an account's own; a guest's as the newsletters read it
   * (given with a purchase and not withdrawn), unless the address has an account, whose consent decides.
   */
  async function stillSubscribed(recipientId: string): Promise<boolean> {
    if (!recipientId.startsWith(guestPrefix)) {
      const { rows } = await infra.db.query(`SELECT 1 FROM users WHERE id = $1 AND deleted_at IS NULL AND advertising_consent`, [recipientId]);
      return rows.length > 0;
    }
    const email = await addressOf(recipientId);
    if (!email) return false;
    const { rows } = await infra.db.query(
      `SELECT 1 FROM guest_subscribers g WHERE g.email = lower($1) AND g.subscribed AND NOT EXISTS (SELECT 1 FROM users u WHERE lower(u.email) = g.email)`,
      [email],
    );
    return rows.length > 0;
  }

  /** Each letter `delayDays` after the series started (now). */
  async function scheduleLetters(trigger: WelcomeSeriesTrigger, recipientId: string, letters: readonly WelcomeLetter[]) {
    if (!letterJob) throw new Error('The welcome letter job is not wired');
    for (const letter of letters) {
      // The guide's payload stays as it was; the others name their series.
      const payload: WelcomeLetterPayload = { recipientId, letterId: letter.id, ...(trigger === 'guide' ? {} : { trigger }) };
      const options: EnqueueOptions = { jobId: welcomeLetterJobIdOf(payload), delayMs: letter.delayDays * dayMs };
      await infra.jobs.enqueue(letterJob, payload, options);
    }
  }

  /**
   * Starts a series for a person whose advertising consent stands (letters after a purchase or a
   * session are still marketing), once per person ever; `cause` is the purchase id or `consultation-{id}`.
   */
  async function start(trigger: WelcomeSeriesTrigger, recipientId: string, cause: string, metadata: RequestMetadata): Promise<void> {
    const current = await series(trigger);
    if (!current.enabled || current.letters.length === 0) return;
    if (!(await stillSubscribed(recipientId))) {
      infra.logger.info({ trigger, cause }, 'no advertising consent; no welcome series');
      return;
    }
    const outcome = await execute(recipientId, trigger, { type: 'StartWelcomeSeries', data: { recipientId, trigger, purchaseId: cause }, metadata });
    if (outcome.events.length === 0) return;
    await scheduleLetters(trigger, recipientId, current.letters);
  }

  /** The person a buyer is: her account, or the guest who started a series with the guide from her address, or this purchase's guest. */
  async function buyerRecipient(purchase: FulfilledPurchase): Promise<string> {
    return purchase.buyer.userId ?? (await guestRecipientOf(purchase.buyer.email)) ?? `${guestPrefix}${purchase.purchaseId}`;
  }

  /** Whether the buyer (her account or her address) paid for something before this purchase. */
  async function paidBefore(purchase: FulfilledPurchase): Promise<boolean> {
    const { rows } = await infra.db.query(
      `SELECT 1 FROM purchases WHERE id <> $1 AND paid_at IS NOT NULL AND amount_kopecks > 0 AND (user_id = $2 OR lower(email) = lower($3)) LIMIT 1`,
      [purchase.purchaseId, purchase.buyer.userId, purchase.buyer.email],
    );
    return rows.length > 0;
  }

  /** The first-purchase series after her first paid purchase (a later one starts nothing, even if the series was off then). */
  async function startAfterFirstPurchase(purchase: FulfilledPurchase, metadata: RequestMetadata): Promise<void> {
    if (await paidBefore(purchase)) return;
    await start('first_purchase', await buyerRecipient(purchase), purchase.purchaseId, metadata);
  }

  /** A paid purchase ends her guide series when the coach chose so. */
  async function stopAfterPurchase(purchase: FulfilledPurchase, metadata: RequestMetadata): Promise<void> {
    if (!(await series('guide')).stopOnPurchase) return;
    const people = new Set<string>();
    if (purchase.buyer.userId) people.add(purchase.buyer.userId);
    const guest = await guestRecipientOf(purchase.buyer.email);
    if (guest) people.add(guest);
    const { rows } = await infra.db.query<{ id: string }>(`SELECT id FROM users WHERE lower(email) = lower($1) AND deleted_at IS NULL`, [purchase.buyer.email]);
    for (const row of rows) people.add(row.id);
    for (const recipientId of people) await execute(recipientId, 'guide', { type: 'StopWelcomeSeries', data: { recipientId, reason: 'purchase' }, metadata });
  }

  return {
    series,
    guestRecipientOf,
    addressOf,
    stillSubscribed,
    progress: async (recipientId: string, trigger: WelcomeSeriesTrigger = 'guide'): Promise<WelcomeProgressState> => (await progress(recipientId, trigger)).state,

    /** The letters she got from every series, oldest first (the client card). */
    async sentLetters(recipientId: string): Promise<WelcomeProgressState['sent']> {
      const all = await Promise.all(welcomeSeriesTriggers.map(async (trigger) => (await progress(recipientId, trigger)).state.sent));
      return all.flat().sort((a, b) => a.sentAt.localeCompare(b.sentAt));
    },

    /** The job that mails the letters; set once by the composition root. */
    useLetterJob(job: JobDefinition<WelcomeLetterPayload>) {
      letterJob = job;
    },

    /** The coach's whole series; a new letter gets its id here. `stopOnPurchase` is the guide's only (false for the others). */
    async save(
      trigger: WelcomeSeriesTrigger,
      input: { enabled: boolean; stopOnPurchase: boolean; letters: readonly WelcomeLetterDraft[] },
      metadata: RequestMetadata,
    ): Promise<WelcomeSeriesState> {
      const letters = input.letters.map((draft) => ({
        id: draft.id ?? randomUUID(),
        subject: draft.subject,
        html: draft.html,
        delayDays: draft.delayDays,
        // Only a marked letter has the key: a series saved again unchanged records nothing.
        ...(draft.advertisement ? { advertisement: draft.advertisement } : {}),
      }));
      const outcome = await handleCommand(infra.store, welcomeSeriesStreamIdOf(trigger), seriesDecider, {
        type: 'SaveWelcomeSeries',
        data: { enabled: input.enabled, stopOnPurchase: trigger === 'guide' && input.stopOnPurchase, letters },
        metadata,
      });
      return outcome.state;
    },

    /**
     * What follows a fulfilled purchase: the free guide starts its series; a paid one (an amount
     * above zero) starts the first-purchase series when it is her first, and may end the guide's.
     */
    async purchaseFulfilled(purchase: FulfilledPurchase, metadata: RequestMetadata): Promise<void> {
      if (purchase.item.kind === 'product' && purchase.item.typeId === freeProductTypeId) {
        await start('guide', await buyerRecipient(purchase), purchase.purchaseId, metadata);
        return;
      }
      if (purchase.amountKopecks <= 0) return;
      await stopAfterPurchase(purchase, metadata);
      await startAfterFirstPurchase(purchase, metadata);
    },

    /** After the coach marked a session (the hook the testimonial invitation uses): her first held session starts its series. */
    async sessionMarked(consultationId: number, metadata: RequestMetadata): Promise<void> {
      const userId = await heldSessionClient(consultationId);
      if (userId === null) return;
      const { rows } = await infra.db.query(`SELECT 1 FROM consultations WHERE user_id = $1 AND id <> $2 AND outcome = 'held' LIMIT 1`, [userId, consultationId]);
      if (rows.length > 0) return;
      await start('first_session', userId, `consultation-${consultationId}`, metadata);
    },

    /** Her unsubscribe from one series (the link or the one-click header); true when it ended it now. */
    async unsubscribe(trigger: WelcomeSeriesTrigger, recipientId: string, metadata: RequestMetadata): Promise<boolean> {
      const outcome = await execute(recipientId, trigger, { type: 'StopWelcomeSeries', data: { recipientId, trigger, reason: 'unsubscribe' }, metadata });
      return outcome.events.length > 0;
    },

    /** The letter as its series has it now, while the series is on. */
    async letter(trigger: WelcomeSeriesTrigger, letterId: string): Promise<Pick<WelcomeLetter, 'subject' | 'html' | 'advertisement'> | undefined> {
      const current = await series(trigger);
      if (!current.enabled) return undefined;
      return current.letters.find((letter) => letter.id === letterId);
    },

    /** The letter job claims its letter, at its run's `now` (as it records it sent, or gives it back). */
    async claim(ref: WelcomeLetterRef, now: Date): Promise<'claimed' | 'stopped' | 'claimed-before'> {
      const { trigger, recipientId, letterId } = ref;
      const outcome = await execute(recipientId, trigger, { type: 'ClaimWelcomeLetter', data: { recipientId, letterId }, metadata: systemMetadata(welcomeLetterJobIdOf(ref), now) });
      if (outcome.events.length > 0) return 'claimed';
      return outcome.state.status === 'running' ? 'claimed-before' : 'stopped';
    },

    async recordSent(ref: WelcomeLetterRef, subject: string, now: Date): Promise<void> {
      const { trigger, recipientId, letterId } = ref;
      await execute(recipientId, trigger, { type: 'RecordWelcomeLetterSent', data: { recipientId, letterId, subject }, metadata: systemMetadata(welcomeLetterJobIdOf(ref), now) });
    },

    async release(ref: WelcomeLetterRef, now: Date): Promise<void> {
      const { trigger, recipientId, letterId } = ref;
      await execute(recipientId, trigger, { type: 'ReleaseWelcomeLetter', data: { recipientId, letterId }, metadata: systemMetadata(welcomeLetterJobIdOf(ref), now) });
    },

    /** How many people a series started and stopped for, and how many got each letter (the `welcome_series` read model; letter ids are unique across the series). */
    async counts(trigger: WelcomeSeriesTrigger = 'guide'): Promise<{ started: number; stopped: number; letters: Map<string, number> }> {
      const people = await infra.db.query<{ started: string; stopped: string }>(
        `SELECT count(*) AS started, count(*) FILTER (WHERE stopped_at IS NOT NULL) AS stopped FROM welcome_series_people WHERE trigger = $1`,
        [trigger],
      );
      const sent = await infra.db.query<{ letter_id: string; sent: string }>(`SELECT letter_id, count(*) AS sent FROM welcome_letter_sends GROUP BY letter_id`);
      return {
        started: Number(people.rows[0]?.started ?? 0),
        stopped: Number(people.rows[0]?.stopped ?? 0),
        letters: new Map(sent.rows.map((row) => [row.letter_id, Number(row.sent)])),
      };
    },
  };
}

export type WelcomeSeries = ReturnType<typeof createWelcomeSeries>;
