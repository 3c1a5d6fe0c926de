import { z } from 'zod';
import { eventInstant, eventKopecks, eventSchema, eventSerial, eventText } from '../../eventstore/event-schema';

/** Each product type's history: what the coach changed, when and from what. */
export const productTypeStreamId = (productTypeId: number) => `product-type-${productTypeId}`;

/** What the catalogue shows of a product; the description is compared, not copied (it is long HTML). */
const productCard = z.object({ name: eventText(200).min(1), icon: eventText(100), priceKopecks: eventKopecks() });

export const ProductTypeCreated = eventSchema(
  'ProductTypeCreated',
  z.object({ productTypeId: eventSerial(), product: productCard, createdAt: eventInstant() }),
);
export type ProductTypeCreated = z.infer<typeof ProductTypeCreated>;

export const ProductTypeChanged = eventSchema(
  'ProductTypeChanged',
  z.object({
    productTypeId: eventSerial(),
    before: productCard,
    after: productCard,
    descriptionChanged: z.boolean(),
    changedAt: eventInstant(),
  }),
);
export type ProductTypeChanged = z.infer<typeof ProductTypeChanged>;

export const ProductTypeWithdrawn = eventSchema(
  'ProductTypeWithdrawn',
  z.object({ productTypeId: eventSerial(), name: eventText(200).min(1), withdrawnAt: eventInstant() }),
);
export type ProductTypeWithdrawn = z.infer<typeof ProductTypeWithdrawn>;

/** A withdrawn product was put back on sale. */
export const ProductTypeRestored = eventSchema(
  'ProductTypeRestored',
  z.object({ productTypeId: eventSerial(), name: eventText(200).min(1), restoredAt: eventInstant() }),
);
export type ProductTypeRestored = z.infer<typeof ProductTypeRestored>;

const storedFile = z.object({ fileId: eventSerial(), name: eventText(200).min(1), extension: eventText(10).min(1), sizeBytes: z.int().min(1).max(2_147_483_647) });

/** A new file version became the one buyers download; the replaced one stays stored. */
export const ProductFileUploaded = eventSchema(
  'ProductFileUploaded',
  z.object({ productTypeId: eventSerial(), file: storedFile, sha256: eventText(64).min(64), replacedFileId: eventSerial().nullable(), uploadedAt: eventInstant() }),
);
export type ProductFileUploaded = z.infer<typeof ProductFileUploaded>;

export const ProductFileRemoved = eventSchema(
  'ProductFileRemoved',
  z.object({ productTypeId: eventSerial(), fileId: eventSerial(), removedAt: eventInstant() }),
);
export type ProductFileRemoved = z.infer<typeof ProductFileRemoved>;

export const productTypeEventSchemas = [
  ProductTypeCreated,
  ProductTypeChanged,
  ProductTypeWithdrawn,
  ProductTypeRestored,
  ProductFileUploaded,
  ProductFileRemoved,
] as const;

export type ProductTypeEvent = z.infer<(typeof productTypeEventSchemas)[number]>;
