import { HttpError } from '../../http/errors';
import type { HandlerGroup } from '../../http/handler-types';
import type { OperationId } from '../../generated/operations';

/**
 * Operations of the contract whose modules are not built yet (booking, products, content,
 * support). They answer 501 with a clear detail instead of pretending to work; each module that
 * lands takes its operations out of this list.
 */
export const pendingOperations = [
  'unsubscribe',
  'listNewsletters',
  'createNewsletter',
  'updateNewsletter',
  'deleteNewsletter',
  'listArticles',
  'createArticle',
  'listManagedArticles',
  'updateArticle',
  'deleteArticle',
] as const satisfies readonly OperationId[];

type PendingOperation = (typeof pendingOperations)[number];

const notYetAvailable = async (): Promise<never> => {
  throw new HttpError(501, 'Этот раздел ещё в разработке.');
};

export const pendingHandlers = Object.fromEntries(
  pendingOperations.map((id) => [id, notYetAvailable]),
) as unknown as HandlerGroup<PendingOperation>;
