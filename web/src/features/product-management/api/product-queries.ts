import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import {
  getListProductsQueryKey,
  getListProductTypesQueryKey,
  getUploadProductFileUrl,
  useCreateProduct,
  useDeleteProduct,
  useListProducts,
  useRestoreProduct,
  useUpdateProduct,
} from '../../../api/generated/hooks';
import type { Product, ProductInput } from '../../../api/generated/model';
import { errorText } from '../../../lib/api-error';
import { uploadWithProgress, type UploadProgress } from '../../../lib/upload-with-progress';

/** The coach's products with their files, sales and downloads. */
export function useManagedProducts() {
  return useListProducts();
}

/** The back office's list and the landing's catalogue both change with a product. */
function useInvalidateProducts() {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: getListProductsQueryKey() }),
      queryClient.invalidateQueries({ queryKey: getListProductTypesQueryKey() }),
    ]);
}

/** Creates (no id) or changes a product; `onSaved` gets the saved product, so a new one can take its file next. */
export function useSaveProduct(onSaved: (product: Product) => void) {
  const invalidate = useInvalidateProducts();
  const onSuccess = async (saved: Product) => {
    await invalidate();
    onSaved(saved);
  };
  const create = useCreateProduct({ mutation: { onSuccess } });
  const update = useUpdateProduct({ mutation: { onSuccess } });
  return {
    isPending: create.isPending || update.isPending,
    save: (id: number | null, input: ProductInput) => (id === null ? create.mutate({ data: input }) : update.mutate({ id, data: input })),
  };
}

export function useWithdrawProduct(onDone: () => void) {
  const invalidate = useInvalidateProducts();
  const withdraw = useDeleteProduct({
    mutation: {
      onSuccess: async () => {
        await invalidate();
        onDone();
      },
    },
  });
  return { isPending: withdraw.isPending, withdraw: (id: number) => withdraw.mutate({ id }) };
}

/** Puts a withdrawn product back on sale (the landing shows it again). */
export function useRestoreProductOnSale(onDone: () => void) {
  const invalidate = useInvalidateProducts();
  const restore = useRestoreProduct({
    mutation: {
      onSuccess: async () => {
        await invalidate();
        onDone();
      },
    },
  });
  return { isPending: restore.isPending, pendingId: restore.variables?.id, restore: (id: number) => restore.mutate({ id }) };
}

export type FileUploadState = { kind: 'idle' } | { kind: 'uploading'; progress: UploadProgress } | { kind: 'failed'; message: string } | { kind: 'done'; name: string };

/** Uploads a product's new file version with its progress; the list reloads when it is stored. */
export function useUploadProductFile(productId: number) {
  const invalidate = useInvalidateProducts();
  const [state, setState] = useState<FileUploadState>({ kind: 'idle' });
  const upload = async (file: File) => {
    setState({ kind: 'uploading', progress: { sent: 0, total: file.size } });
    try {
      await uploadWithProgress<Product>(getUploadProductFileUrl(productId, { name: file.name }), file, (progress) => setState({ kind: 'uploading', progress }));
      await invalidate();
      setState({ kind: 'done', name: file.name });
    } catch (error) {
      setState({ kind: 'failed', message: errorText(error) });
    }
  };
  return { state, upload };
}
