import type { JobDefinition, JobQueue } from '../../adapters/queue/job-queue';
import { DomainError } from '../../eventstore/decider';
import type { Logger } from '../../config/logger';
import type { OwnedProductMailPayload } from '../../jobs/payloads';
import type { PurchasedProducts } from '../products/purchased-products';

export type RepeatPurchaseDeps = {
  purchased: Pick<PurchasedProducts, 'ownedBy'>;
  /** Every address a client has had: what she bought as a guest under one of them is hers. */
  addressesOf: (userId: string) => Promise<string[]>;
  jobs: JobQueue;
  ownedProductMailJob: JobDefinition<OwnedProductMailPayload>;
  logger: Logger;
};

/**
 * A paid product is paid once. A client who has it is refused (her dialog offers the download); a
 * guest whose address has it is mailed a fresh link, and the page only says a link was mailed, as
 * for any purchase: a stranger may type anyone's address. Resolves 'mailed' then, 'new' otherwise.
 */
export function createRepeatPurchaseCheck(deps: RepeatPurchaseDeps) {
  return async function checkRepeat(productTypeId: number, buyer: { user?: { id: string }; email: string }): Promise<'new' | 'mailed'> {
    const owner = buyer.user ? { userId: buyer.user.id, addresses: await deps.addressesOf(buyer.user.id) } : { userId: null, addresses: [buyer.email] };
    const owned = await deps.purchased.ownedBy(productTypeId, owner);
    if (!owned) return 'new';
    if (buyer.user) throw new DomainError('conflict', 'Этот продукт у вас уже есть: скачайте его в разделе «Продукты», платить ещё раз не нужно.');
    // One such letter per purchase a day: the job id is the purchase's, and finished ids are kept a day.
    await deps.jobs.enqueue(deps.ownedProductMailJob, { purchaseId: owned.purchaseId }, { jobId: `owned-product-mail-${owned.purchaseId}` });
    deps.logger.info({ productTypeId, purchaseId: owned.purchaseId }, 'guest asked to buy a product her address owns; link mailed again');
    return 'mailed';
  };
}
