import { aggregateStream, handleCommand } from '../../eventstore/command-handler';
import type { HandledCommand } from '../../eventstore/decider';
import type { EventStore } from '../../eventstore/event-store';
import { purchaseStreamId } from './events';
import { purchaseDecider, type PurchaseCommand, type PurchaseState } from './purchase-decider';

export type PurchaseStore = ReturnType<typeof createPurchaseStore>;

/** Commands and state of `purchase-{id}` streams. */
export function createPurchaseStore(store: EventStore) {
  return {
    execute: (purchaseId: string, command: HandledCommand<PurchaseCommand>) => handleCommand(store, purchaseStreamId(purchaseId), purchaseDecider, command),

    async load(purchaseId: string): Promise<PurchaseState> {
      return (await aggregateStream(store, purchaseStreamId(purchaseId), purchaseDecider)).state;
    },
  };
}
