import { decidedAt, DomainError, type HandledCommand, type RequestMetadata } from '../../eventstore/decider';
import { WrongExpectedRevisionError, type EventStore } from '../../eventstore/event-store';
import { isDecidersEvent, storedMetadataOf } from '../../eventstore/command-handler';
import { practiceStreamId, type PracticeEvent } from './events';
import { practiceDecider, type PracticeCommand, type PracticeState } from './practice-decider';
import type { PracticeDetails } from './practice-details';

export type Practice = ReturnType<typeof createPractice>;

/**
 * The practice's details, event-sourced in the one `practice` stream. The stream is tiny and read
 * on every call from the revision this process last saw, so a change by another process shows at
 * once without a read model.
 */
export function createPractice(deps: { store: EventStore; now: () => Date }) {
  let known: { revision: number; state: PracticeState } = { revision: -1, state: practiceDecider.initialState() };

  async function catchUp(): Promise<{ revision: number; state: PracticeState }> {
    const newer = await deps.store.readStream(practiceStreamId, { fromRevision: known.revision + 1 });
    for (const event of newer) {
      const { type, revision } = event;
      if (!isDecidersEvent<PracticeEvent>(practiceDecider.eventTypes, event)) throw new Error(`${practiceStreamId}: unexpected event type ${type}`);
      known = { revision, state: practiceDecider.evolve(known.state, event) };
    }
    return known;
  }

  async function handle(command: HandledCommand<PracticeCommand>): Promise<PracticeDetails> {
    const { revision, state } = await catchUp();
    const events = practiceDecider.decide(command, state);
    const current = events.reduce(practiceDecider.evolve, state);
    if (events.length === 0 || !current.details) return current.details ?? command.data.details;
    await deps.store.appendToStream(
      practiceStreamId,
      events.map((event) => ({ ...event, metadata: storedMetadataOf(command.metadata) })),
      { expectedRevision: revision < 0 ? 'no_stream' : revision },
    );
    return current.details;
  }

  return {
    /** The details as they stand now. */
    async details(): Promise<PracticeDetails> {
      const { state } = await catchUp();
      if (!state.details) throw new Error('The practice details are not seeded yet');
      return state.details;
    },

    /** Writes the configuration's details down once; another process seeding at the same moment is as good. */
    async seed(details: PracticeDetails): Promise<void> {
      try {
        await handle({ type: 'SeedPracticeDetails', data: { details }, metadata: decidedAt({ actor: 'system', correlationId: 'practice-seed' }, deps.now()) });
      } catch (error) {
        if (!(error instanceof WrongExpectedRevisionError)) throw error;
      }
    },

    /** The coach's change; a concurrent save by another process answers 409 rather than overwriting it. */
    async change(details: PracticeDetails, metadata: RequestMetadata) {
      try {
        return await handle({ type: 'ChangePracticeDetails', data: { details }, metadata: decidedAt(metadata, deps.now()) });
      } catch (error) {
        if (!(error instanceof WrongExpectedRevisionError)) throw error;
        throw new DomainError('conflict', 'Сведения о практике только что сохранили в другом окне. Обновите страницу и сохраните снова.');
      }
    },
  };
}
