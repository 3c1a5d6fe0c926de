import { DomainError, type Command, type Decider, unknownCase } from '../../eventstore/decider';
import { eventTypesOf } from '../../eventstore/event-schema';
import { advertisingEventSchemas, type AdvertisingEvent, type PaidPlacement } from './events';

export type RecordPlacement = Command<'RecordPlacement', PaidPlacement>;
export type RemovePlacement = Command<'RemovePlacement', { placementId: string }>;
export type PlacementCommand = RecordPlacement | RemovePlacement;

/** The placements recorded and not removed, in the order she recorded them. */
export type PlacementsState = { placements: readonly PaidPlacement[] };

/**
 * The ledger of paid placements (`advertising-placements`): a placement is recorded once under its
 * id and removed once; removing one that is not there is refused.
 */
export const placementsDecider: Decider<PlacementCommand, AdvertisingEvent, PlacementsState> = {
  eventTypes: eventTypesOf(advertisingEventSchemas),
  initialState: () => ({ placements: [] }),
  decide(command, state) {
    const at = command.metadata.now.toISOString();
    const known = (id: string) => state.placements.some((placement) => placement.placementId === id);
    switch (command.type) {
      case 'RecordPlacement':
        if (known(command.data.placementId)) throw new DomainError('conflict', 'Это размещение уже записано.');
        return [{ type: 'PaidPlacementRecorded', data: { ...command.data, recordedAt: at } }];
      case 'RemovePlacement':
        if (!known(command.data.placementId)) throw new DomainError('not_found', 'Размещение не найдено.');
        return [{ type: 'PaidPlacementRemoved', data: { placementId: command.data.placementId, removedAt: at } }];
      default:
        throw unknownCase('command', command);
    }
  },
  evolve(state, event) {
    switch (event.type) {
      case 'PaidPlacementRecorded': {
        const { recordedAt: _recordedAt, ...placement } = event.data;
        return { placements: [...state.placements, placement] };
      }
      case 'PaidPlacementRemoved':
        return { placements: state.placements.filter((placement) => placement.placementId !== event.data.placementId) };
      default:
        throw unknownCase('event', event);
    }
  },
};
