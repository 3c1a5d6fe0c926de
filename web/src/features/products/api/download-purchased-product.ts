import { useMutation } from '@tanstack/react-query';
import { downloadFile } from '../../../api/generated/hooks';
import type { PurchasedProduct } from '../../../api/generated/model';
import { saveDownloadedFile } from '../utils/download';

/**
 * GET /api/download-file/ for one purchase, saved through a data link. A refusal is already shown
 * by the API layer (result false or an error status), so nothing is saved and nothing more is said.
 */
export function useDownloadPurchasedProduct() {
  const mutation = useMutation({
    mutationFn: (product: PurchasedProduct) => downloadFile({ payment_id: product.payment_info.id, type_id: product.type.id }),
    onSuccess: (answer) => {
      if (answer.result) saveDownloadedFile(answer);
    },
  });
  return {
    download: (product: PurchasedProduct) => mutation.mutate(product),
    /** The purchase whose file is being fetched. */
    downloadingId: mutation.isPending ? mutation.variables.id : undefined,
  };
}
