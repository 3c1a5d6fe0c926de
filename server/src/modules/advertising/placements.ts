import { randomUUID } from 'node:crypto';
import { aggregateStream, handleCommand } from '../../eventstore/command-handler';
import type { HandledCommand, RequestMetadata } from '../../eventstore/decider';
import type { EventStore } from '../../eventstore/event-store';
import { placementsStreamId, type PaidPlacement } from './events';
import { placementsDecider, type PlacementCommand, type PlacementsState } from './placements-decider';

export type Placements = ReturnType<typeof createPlacements>;

/** The ledger of paid placements, its one stream folded on each read (a few events a quarter). */
export function createPlacements(deps: { store: EventStore }) {
  const run = (command: HandledCommand<PlacementCommand>) =>
    handleCommand(deps.store, placementsStreamId, placementsDecider, command);
  return {
    async state(): Promise<PlacementsState> {
      return (await aggregateStream(deps.store, placementsStreamId, placementsDecider)).state;
    },
    async record(placement: Omit<PaidPlacement, 'placementId'>, metadata: RequestMetadata): Promise<PlacementsState> {
      return (await run({ type: 'RecordPlacement', data: { placementId: randomUUID(), ...placement }, metadata })).state;
    },
    async remove(placementId: string, metadata: RequestMetadata): Promise<PlacementsState> {
      return (await run({ type: 'RemovePlacement', data: { placementId }, metadata })).state;
    },
  };
}
