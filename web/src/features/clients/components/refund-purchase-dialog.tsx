import Typography from '@mui/joy/Typography';
import type { ClientPurchase } from '../../../api/generated/model';
import { formatRoubles } from '../../../lib/money';
import { formatMoscowDateTime } from '../../../lib/moscow-time';
import { ConfirmDialog } from '../../../components/confirm-dialog/confirm-dialog';

type RefundPurchaseDialogProps = {
  purchase: ClientPurchase | null;
  pending?: boolean;
  error?: string;
  onConfirm: (purchase: ClientPurchase) => void;
  onClose: () => void;
};

/** What a refund does besides returning the money: the session is cancelled, or the file is no longer hers. */
export function refundConsequence(purchase: ClientPurchase): string {
  if (purchase.kind === 'product') return 'Клиент больше не сможет скачать этот файл: продукт пропадёт из её кабинета, ссылки для скачивания перестанут работать.';
  if (purchase.session_start) return `Сессия ${formatMoscowDateTime(purchase.session_start)} (МСК) будет отменена, время снова станет свободным.`;
  return 'Сессия по этой покупке уже отменена или прошла: вернутся только деньги.';
}

/** Confirms a refund from the card, saying how much returns and what happens to the session or the file. */
export function RefundPurchaseDialog({ purchase, pending, error, onConfirm, onClose }: RefundPurchaseDialogProps) {
  return (
    <ConfirmDialog
      open={purchase !== null}
      title="Вернуть деньги?"
      confirmLabel="Вернуть деньги"
      cancelLabel="Не возвращать"
      busy={pending}
      error={error}
      onConfirm={() => purchase && onConfirm(purchase)}
      onClose={onClose}
    >
      {purchase && (
        <>
          <Typography>
            {purchase.description}: клиенту вернётся {formatRoubles(purchase.amount - purchase.refunded)} тем же способом, которым она платила.
          </Typography>
          <Typography>{refundConsequence(purchase)}</Typography>
          <Typography level="body-sm">Отменить возврат будет нельзя.</Typography>
        </>
      )}
    </ConfirmDialog>
  );
}
