import type { JobDefinition } from '../../adapters/queue/job-queue';
import { DomainError } from '../../eventstore/decider';
import type { Infra } from '../../infra';
import type { OwnedProductMailPayload } from '../../jobs/payloads';
import type { PurchasePorts } from './ports';

/** Whether a buyer may pay for a product (`createRepeatPurchaseCheck`). */
export type RepeatPurchaseCheck = ReturnType<typeof createRepeatPurchaseCheck>;

/**
 * A paid product is paid once. A client who has it is refused (her dialog offers the download); a
 * guest whose address has it is mailed a fresh link, and the page only says a link was mailed, as
 * for any purchase: a stranger may type anyone's address. Resolves 'mailed' then, 'new' otherwise.
 */
export function createRepeatPurchaseCheck(
  infra: Pick<Infra, 'jobs' | 'logger'>,
  ports: Pick<PurchasePorts, 'addressesOf' | 'purchased'>,
  ownedProductMailJob: JobDefinition<OwnedProductMailPayload>,
) {
  return async function checkRepeat(productTypeId: number, buyer: { user?: { id: string }; email: string }): Promise<'new' | 'mailed'> {
    const owner = buyer.user ? { userId: buyer.user.id, addresses: await ports.addressesOf(buyer.user.id) } : { userId: null, addresses: [buyer.email] };
    const owned = await ports.purchased.ownedBy(productTypeId, owner);
    if (!owned) return 'new';
    if (buyer.user) throw new DomainError('conflict', 'Этот продукт у вас уже есть: скачайте его в разделе «Продукты», платить ещё раз не нужно.');
    // One such letter per purchase a day: the job id is the purchase's, and finished ids are kept a day.
    await infra.jobs.enqueue(ownedProductMailJob, { purchaseId: owned.purchaseId }, { jobId: `owned-product-mail-${owned.purchaseId}` });
    infra.logger.info({ productTypeId, purchaseId: owned.purchaseId }, 'guest asked to buy a product her address owns; link mailed again');
    return 'mailed';
  };
}
