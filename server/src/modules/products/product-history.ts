import type { RequestMetadata } from '../../eventstore/decider';
import type { AppendResult, EventStore } from '../../eventstore/event-store';
import { currentSchemaVersion } from '../../eventstore/upcasting';
import type { ProductType } from '../catalog/catalog';
import { productTypeStreamId, type ProductTypeEvent } from './events';

export type ProductHistory = ReturnType<typeof createProductHistory>;

/** What the catalogue card shows of a product, as its events record it. */
export const productCardOf = (product: Pick<ProductType, 'name' | 'icon' | 'priceKopecks'>) => ({
  name: product.name,
  icon: product.icon,
  priceKopecks: product.priceKopecks,
});

/**
 * The catalogue itself is a table the coach edits; each change she makes is also recorded as an
 * event of the product's stream, so the Журнал shows who changed what, when, from what to what.
 */
export function createProductHistory(store: EventStore) {
  return {
    record(event: ProductTypeEvent, metadata: RequestMetadata): Promise<AppendResult> {
      return store.appendToStream(productTypeStreamId(event.data.productTypeId), [{ ...event, metadata: { ...metadata, schemaVersion: currentSchemaVersion } }], {
        expectedRevision: 'any',
      });
    },
  };
}
