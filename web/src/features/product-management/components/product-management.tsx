import Button from '@mui/joy/Button';
import CircularProgress from '@mui/joy/CircularProgress';
import Stack from '@mui/joy/Stack';
import Typography from '@mui/joy/Typography';
import { useState } from 'react';
import type { Product } from '../../../api/generated/model';
import { showAlert } from '../../../components/alert/alert-store';
import { ConfirmDialog } from '../../../components/confirm-dialog/confirm-dialog';
import { AddIcon } from '../../../components/icons/icons';
import { useManagedProducts, useRestoreProductOnSale, useSaveProduct, useUploadProductFile, useWithdrawProduct } from '../api/product-queries';
import { ProductEditDialog } from './product-edit-dialog';
import { ProductFilePanel } from './product-file-panel';
import { ProductList } from './product-list';

/** The file section of a saved product, with its own upload state. */
function ProductFileSection({ product }: { product: Product }) {
  const { state, upload } = useUploadProductFile(product.id);
  return <ProductFilePanel versions={product.versions} state={state} onChoose={(file) => void upload(file)} />;
}

/** Which dialog is open: a fresh one per opening, so its form starts from the product again. */
type Editing = { opening: number; productId: number | null };

export type ProductsSectionProps = {
  products: readonly Product[] | undefined;
  failed: boolean;
  onRetry: () => void;
};

/** «Продукты» (issue 12): the products on sale, their editing, files and withdrawal, and the withdrawn ones to put back. */
export function ProductsSection({ products, failed, onRetry }: ProductsSectionProps) {
  const [editing, setEditing] = useState<Editing | null>(null);
  const [withdrawing, setWithdrawing] = useState<Product | null>(null);
  const save = useSaveProduct((saved) => {
    showAlert(200, 'Продукт сохранён.');
    // A new product stays open, now saved, so its file can be uploaded at once.
    setEditing((current) => (current ? { ...current, productId: saved.id } : current));
  });
  const withdraw = useWithdrawProduct(() => {
    setWithdrawing(null);
    showAlert(200, 'Продукт снят с продажи. Купленные копии остаются доступны покупателям.');
  });
  const restore = useRestoreProductOnSale(() => showAlert(200, 'Продукт снова в продаже и виден на главной странице.'));
  const open = (productId: number | null) => setEditing((current) => ({ opening: (current?.opening ?? 0) + 1, productId }));
  const edited = editing?.productId != null ? products?.find((product) => product.id === editing.productId) ?? null : null;

  return (
    <Stack spacing={2}>
      <Stack direction="row" sx={{ justifyContent: 'space-between', alignItems: 'center', flexWrap: 'wrap', gap: 1 }}>
        <Typography level="h3" component="h2">
          Продукты
        </Typography>
        <Button startDecorator={<AddIcon />} onClick={() => open(null)}>
          Добавить продукт
        </Button>
      </Stack>
      {products ? (
        <ProductList
          products={products}
          onEdit={(product) => open(product.id)}
          onWithdraw={setWithdrawing}
          onRestore={(product) => restore.restore(product.id)}
          restoringId={restore.isPending ? restore.pendingId : undefined}
        />
      ) : failed ? (
        <Stack spacing={1} sx={{ alignItems: 'flex-start' }}>
          <Typography level="body-md">Не удалось загрузить продукты.</Typography>
          <Button variant="outlined" onClick={onRetry}>
            Повторить
          </Button>
        </Stack>
      ) : (
        <CircularProgress size="sm" aria-label="Загрузка продуктов" />
      )}
      {editing ? (
        <ProductEditDialog
          key={`${editing.opening}-${edited ? 'saved' : 'new'}`}
          product={edited}
          saving={save.isPending}
          onSave={(input) => save.save(edited?.id ?? null, input)}
          onClose={() => setEditing(null)}
          fileSection={edited ? <ProductFileSection product={edited} /> : undefined}
        />
      ) : null}
      <ConfirmDialog
        open={withdrawing !== null}
        title="Снять продукт с продажи?"
        confirmLabel="Снять с продажи"
        cancelLabel="Оставить"
        busy={withdraw.isPending}
        onConfirm={() => withdrawing && withdraw.withdraw(withdrawing.id)}
        onClose={() => setWithdrawing(null)}
      >
        {withdrawing ? `«${withdrawing.name}» исчезнет с главной страницы. Кто уже купил, сможет скачивать файл и дальше.` : ''}
      </ConfirmDialog>
    </Stack>
  );
}

/** The section with its data. */
export function ProductManagement() {
  const products = useManagedProducts();
  return <ProductsSection products={products.data} failed={products.isError} onRetry={() => void products.refetch()} />;
}
