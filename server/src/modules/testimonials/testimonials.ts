import { createHash } from 'node:crypto';
import type { Logger } from '../../config/logger';
import type { Queryable } from '../../db/database';
import { aggregateStream, handleCommand, isDecidersEvent } from '../../eventstore/command-handler';
import { type HandledCommand, type RequestMetadata } from '../../eventstore/decider';
import type { EventStore } from '../../eventstore/event-store';
import { consultationDecider } from '../consultations/consultation-decider';
import { consultationStreamId } from '../consultations/events';
import { testimonialPublicationConsentDocument } from '../users/consent-documents';
import { testimonialStreamId, type TestimonialEvent, type TestimonialSignature } from './events';
import { isPublished, testimonialDecider, type TestimonialCommand, type TestimonialState } from './testimonial-decider';
import { signatureOf } from './signature';

/** Her testimonial as it stands; null before she wrote one, or once its text no longer reads (erased). */
export type TestimonialView = {
  userId: string;
  text: string;
  signature: TestimonialSignature;
  publicationConsent: boolean;
  approved: boolean;
  writtenAt: Date;
};

/** A testimonial on the landing: the author as she chose to be shown, and an id that is not her account's. */
export type PublishedTestimonial = { id: string; author: string; text: string; writtenAt: Date };

export type Testimonials = ReturnType<typeof createTestimonials>;

/**
 * The clients' testimonials: each in her stream `testimonial-{userId}` (read from the store, which
 * decrypts the text), found through the `testimonial_authors` index. What the landing shows is
 * decided by the stream alone, so a withdrawn consent or an erased account is gone at once.
 */
export function createTestimonials(deps: { store: EventStore; db: Queryable; now: () => Date; logger: Logger }) {
  async function stateOf(userId: string): Promise<{ state: TestimonialState; writtenAt: Date | null }> {
    const streamId = testimonialStreamId(userId);
    let state = testimonialDecider.initialState();
    let writtenAt: Date | null = null;
    for (const event of await deps.store.readStream(streamId)) {
      if (!isDecidersEvent<TestimonialEvent>(testimonialDecider.eventTypes, event)) throw new Error(`${streamId}: unexpected event type ${event.type}`);
      state = testimonialDecider.evolve(state, event);
      if (event.type === 'TestimonialWritten') writtenAt = new Date(event.data.writtenAt);
    }
    return { state, writtenAt };
  }

  async function testimonialOf(userId: string): Promise<TestimonialView | null> {
    const { state, writtenAt } = await stateOf(userId);
    if (!state.written || state.written.text === null || writtenAt === null) return null;
    return {
      userId,
      text: state.written.text,
      signature: state.written.signature,
      publicationConsent: state.written.consented,
      approved: isPublished(state),
      writtenAt,
    };
  }

  /** Runs one command on her stream; `data` of each command names her. */
  function decide(command: TestimonialCommand extends infer C ? (C extends TestimonialCommand ? Omit<C, 'metadata'> : never) : never, metadata: RequestMetadata) {
    const handled: HandledCommand<TestimonialCommand> = { ...command, metadata };
    return handleCommand(deps.store, testimonialStreamId(command.data.userId), testimonialDecider, handled);
  }

  /** The authors' names (null without one) and addresses, by account id; an account that is gone is missing. */
  async function accountsOf(userIds: readonly string[]): Promise<Map<string, { name: string | null; email: string }>> {
    if (userIds.length === 0) return new Map();
    const { rows } = await deps.db.query<{ id: string; name: string | null; email: string }>(
      `SELECT id, name, email FROM users WHERE id = ANY($1::text[]) AND deleted_at IS NULL`,
      [[...userIds]],
    );
    return new Map(rows.map((row) => [row.id, { name: row.name, email: row.email }]));
  }

  /** Every written testimonial, newest first. */
  async function all(): Promise<TestimonialView[]> {
    const { rows } = await deps.db.query<{ user_id: string }>(`SELECT user_id FROM testimonial_authors ORDER BY written_at DESC, user_id`);
    const views = await Promise.all(rows.map((row) => testimonialOf(row.user_id)));
    return views.filter((view): view is TestimonialView => view !== null);
  }

  return {
    testimonialOf,
    consentDocument: testimonialPublicationConsentDocument,

    /** The coach's list: each with the name it would be shown under, and who wrote it (her name, or her address). */
    async list(): Promise<(TestimonialView & { author: string; client: string | null })[]> {
      const views = await all();
      const accounts = await accountsOf(views.map((view) => view.userId));
      return views.map((view) => {
        const account = accounts.get(view.userId);
        return { ...view, author: signatureOf(view.signature, account?.name ?? null), client: account ? (account.name ?? account.email) : null };
      });
    },

    /** The landing's: approved and consented to, of accounts that still exist. */
    async published(): Promise<PublishedTestimonial[]> {
      const views = (await all()).filter((view) => view.approved && view.publicationConsent);
      const accounts = await accountsOf(views.map((view) => view.userId));
      return views
        .filter((view) => accounts.has(view.userId))
        .map((view) => ({
          id: createHash('sha256').update(`testimonial:${view.userId}`).digest('hex').slice(0, 16),
          author: signatureOf(view.signature, accounts.get(view.userId)?.name ?? null),
          text: view.text,
          writtenAt: view.writtenAt,
        }));
    },

    async write(userId: string, input: { text: string; signature: TestimonialSignature; publicationConsent: boolean }, metadata: RequestMetadata) {
      // Rewritten without the consent she gave: it is withdrawn first (a no-op otherwise), so the consent ledger shows it ended.
      if (!input.publicationConsent) await decide({ type: 'WithdrawTestimonialConsent', data: { userId } }, metadata);
      await decide({
          type: 'WriteTestimonial',
          data: { userId, text: input.text, signature: input.signature, publicationConsent: input.publicationConsent ? testimonialPublicationConsentDocument : null },
        },
        metadata,
      );
      return testimonialOf(userId);
    },

    async withdrawConsent(userId: string, metadata: RequestMetadata) {
      await decide({ type: 'WithdrawTestimonialConsent', data: { userId } }, metadata);
      return testimonialOf(userId);
    },

    async approve(userId: string, metadata: RequestMetadata) {
      await decide({ type: 'ApproveTestimonial', data: { userId } }, metadata);
      return testimonialOf(userId);
    },

    async hide(userId: string, metadata: RequestMetadata) {
      await decide({ type: 'HideTestimonial', data: { userId } }, metadata);
      return testimonialOf(userId);
    },

    /** Records the invitation; true when its mail is due (first time, also when a retry finds it recorded for this session), false once she wrote one. */
    async invite(userId: string, consultationId: number, metadata: RequestMetadata): Promise<boolean> {
      const outcome = await decide({ type: 'InviteToTestimonial', data: { userId, consultationId } }, metadata);
      return outcome.state.invitedFor === consultationId && outcome.state.written === null;
    },

    /** Whether the coach marked one of her sessions held (the cabinet then offers the form). */
    async hadHeldSession(userId: string): Promise<boolean> {
      const { rows } = await deps.db.query<{ held: boolean }>(`SELECT EXISTS (SELECT 1 FROM consultations WHERE user_id = $1 AND outcome = 'held') AS held`, [userId]);
      return rows[0]?.held === true;
    },

    /** The client of a session the coach marked held (from its stream); null for any other outcome. */
    async heldSessionClient(consultationId: number): Promise<string | null> {
      const { state } = await aggregateStream(deps.store, consultationStreamId(consultationId), consultationDecider);
      return state.status !== 'none' && state.outcome === 'held' ? state.userId : null;
    },
  };
}
