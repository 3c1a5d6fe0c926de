import { systemMetadata } from '../../shared/system-metadata';
import { handleCommand, isDecidersEvent } from '../../eventstore/command-handler';
import { type HandledCommand, type RequestMetadata } from '../../eventstore/decider';
import type { Infra } from '../../infra';
import { practiceStreamId, type PracticeEvent } from './events';
import { practiceDecider, type PracticeCommand, type PracticeState } from './practice-decider';
import { remainingPlaceholders, type PracticeDetails, type PracticeField } from './practice-details';

/** The details with the fields that still hold a placeholder. */
export type StandingPracticeDetails = { details: PracticeDetails; placeholders: PracticeField[] };

const standing = (state: PracticeState): StandingPracticeDetails => {
  if (!state.details) throw new Error('The practice details are not seeded yet');
  return { details: state.details, placeholders: remainingPlaceholders(state.details, state.savedByCoach) };
};

export type Practice = ReturnType<typeof createPractice>;

/**
 * The practice's details, event-sourced in the one `practice` stream and changed through the event
 * core (`handleCommand` with `practiceDecider`). The stream is tiny: reads fold it on every call
 * from the revision this process last saw, so a change by another process shows at once without a
 * read model.
 */
export function createPractice(deps: Pick<Infra, 'store' | 'now'>) {
  let known: { revision: number; state: PracticeState } = { revision: -1, state: practiceDecider.initialState() };

  async function catchUp(): Promise<PracticeState> {
    const newer = await deps.store.readStream(practiceStreamId, { fromRevision: known.revision + 1 });
    for (const event of newer) {
      if (!isDecidersEvent<PracticeEvent>(practiceDecider.eventTypes, event)) throw new Error(`${practiceStreamId}: unexpected event type ${event.type}`);
      known = { revision: event.revision, state: practiceDecider.evolve(known.state, event) };
    }
    return known.state;
  }

  const execute = (command: HandledCommand<PracticeCommand>) => handleCommand(deps.store, practiceStreamId, practiceDecider, command);

  return {
    /** The details as they stand now. */
    async details(): Promise<PracticeDetails> {
      return standing(await catchUp()).details;
    },

    /** The details and the placeholders left in them. */
    async standing(): Promise<StandingPracticeDetails> {
      return standing(await catchUp());
    },

    /** Writes the configuration's details down once; another process seeding at the same moment is as good. */
    async seed(details: PracticeDetails): Promise<void> {
      await execute({ type: 'SeedPracticeDetails', data: { details }, metadata: systemMetadata('practice-seed', deps.now()) });
    },

    /** The coach's change over the details this request saw; a save by another that came first answers 409 (the decider's conflict). */
    async change(details: PracticeDetails, metadata: RequestMetadata): Promise<StandingPracticeDetails> {
      const { events: basedOn } = await catchUp();
      const outcome = await execute({ type: 'ChangePracticeDetails', data: { details, basedOn }, metadata });
      return standing(outcome.state);
    },
  };
}
