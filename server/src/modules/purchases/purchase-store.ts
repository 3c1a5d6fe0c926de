import { aggregateStream, handleCommand } from '../../eventstore/command-handler';
import type { CommandMetadata } from '../../eventstore/decider';
import type { EventStore } from '../../eventstore/event-store';
import { purchaseStreamId } from './events';
import { purchaseDecider, type PurchaseCommand, type PurchaseState } from './purchase-decider';

export type PurchaseStore = ReturnType<typeof createPurchaseStore>;

/** Commands and state of `purchase-{id}` streams. */
export function createPurchaseStore(store: EventStore) {
  return {
    execute: (purchaseId: string, command: PurchaseCommand, metadata: CommandMetadata) =>
      handleCommand(store, purchaseStreamId(purchaseId), purchaseDecider, command, metadata),

    async load(purchaseId: string): Promise<PurchaseState> {
      return (await aggregateStream(store, purchaseStreamId(purchaseId), purchaseDecider)).state;
    },
  };
}
