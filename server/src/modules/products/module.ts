import type { Logger } from '../../config/logger';
import type { Infra } from '../../infra';
import { productHandlers } from './handlers';
import { createProductFiles } from './product-files';
import { createProductHistory } from './product-history';
import { createPurchasedProducts } from './purchased-products';
import { seedProductFiles } from './seed-files';

/** What the products ask of other modules: the catalog, every address a client has had (`modules/users`). */
export type ProductsPorts = Parameters<typeof productHandlers>[1];

/** The products, wired: their files (the seeded guides), what a client bought, the handlers. */
export function createProductsModule(infra: Pick<Infra, 'db' | 'store' | 'appSecret'>) {
  const files = createProductFiles(infra.db);
  const purchased = createPurchasedProducts(infra.db);
  return {
    purchased,
    /** The guides the practice starts with, signed with the coach's name. */
    seed: (coachName: string, logger: Logger) => seedProductFiles(files, coachName, logger),
    handlers: (ports: ProductsPorts) =>
      productHandlers(infra, ports, { files, history: createProductHistory(infra.store), purchased }),
  };
}
