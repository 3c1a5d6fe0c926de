import Checkbox from '@mui/joy/Checkbox';
import Typography from '@mui/joy/Typography';
import { useState } from 'react';
import type { ClientPurchase, PurchaseRefund, PurchaseRefundInputPart } from '../../../api/generated/model';
import { formatRoubles } from '../../../lib/money';
import { formatMoscowDateTime } from '../../../lib/moscow-time';
import { purchaseDescription } from '../../../lib/purchase-description';
import { ConfirmDialog } from '../../../components/confirm-dialog/confirm-dialog';

type RefundPurchaseDialogProps = {
  purchase: ClientPurchase | null;
  /** What the refund gives back (`GET /api/purchase/{id}/refund/`); a package's unused part differs from the whole. */
  refund?: PurchaseRefund;
  pending?: boolean;
  error?: string;
  onConfirm: (purchase: ClientPurchase, part: PurchaseRefundInputPart) => void;
  onClose: () => void;
  /** Tells a session still ahead (cancelled by the refund) from one that took place; the clock by default. */
  now?: Date;
};

/** A package's refund by consumer law: the unused sessions at the package's price per session, or everything (the guarantee). */
function PackageRefund({ refund, whole, onWholeChange }: { refund: PurchaseRefund & { sessions: number; unused_sessions: number }; whole: boolean; onWholeChange: (whole: boolean) => void }) {
  const used = refund.sessions - refund.unused_sessions;
  return (
    <>
      <Typography>
        Сессий пакета использовано: {used} из {refund.sessions}. Клиенту вернётся {formatRoubles(whole ? refund.whole_amount : refund.amount)}
        {whole ? ' — вся оставшаяся сумма' : ' — стоимость неиспользованных сессий по цене пакета (ст. 32 Закона «О защите прав потребителей»)'}
        , тем же способом, каким была оплачена покупка. Неиспользованные сессии пакета спишутся со счёта клиента; сессии, на которые клиент уже записался в счёт пакета, останутся.
      </Typography>
      <Checkbox
        label={`Вернуть всю сумму, ${formatRoubles(refund.whole_amount)} (гарантия первой сессии)`}
        checked={whole}
        onChange={(event) => onWholeChange(event.target.checked)}
      />
    </>
  );
}

/**
 * What a refund does besides returning the money, by the session's state: one still ahead is
 * cancelled and its time freed; one that took place stays as it was; for a product, the file is no
 * longer the client's.
 */
export function refundConsequence(purchase: ClientPurchase, now: Date): string {
  if (purchase.kind === 'product') return 'Клиент больше не сможет скачать этот файл: продукт пропадёт из личного кабинета, ссылки для скачивания перестанут работать.';
  const start = purchase.session_start;
  if (start === null) return 'Сессия по этой покупке уже отменена: вернутся только деньги.';
  const when = `${formatMoscowDateTime(start)} (МСК)`;
  if (new Date(start) > now) return `Сессия ${when} будет отменена, время снова станет свободным.`;
  return `Сессия ${when} уже прошла и останется как есть: вернутся только деньги.`;
}

/** Confirms a refund from the card, saying how much returns and what happens to the session or the file. */
export function RefundPurchaseDialog({ purchase, refund, pending, error, onConfirm, onClose, now = new Date() }: RefundPurchaseDialogProps) {
  const [whole, setWhole] = useState(false);
  const packageRefund = refund && refund.sessions !== null && refund.unused_sessions !== null ? { ...refund, sessions: refund.sessions, unused_sessions: refund.unused_sessions } : null;
  return (
    <ConfirmDialog
      open={purchase !== null}
      title="Вернуть деньги?"
      confirmLabel="Вернуть деньги"
      cancelLabel="Не возвращать"
      busy={pending}
      error={error}
      onConfirm={() => purchase && onConfirm(purchase, whole ? 'all' : 'unused')}
      onClose={() => {
        setWhole(false);
        onClose();
      }}
    >
      {purchase && (
        <>
          {packageRefund ? (
            <>
              <Typography>{purchaseDescription(purchase.description)}.</Typography>
              <PackageRefund refund={packageRefund} whole={whole} onWholeChange={setWhole} />
            </>
          ) : (
            <Typography>
              {purchaseDescription(purchase.description)}: клиенту вернётся {formatRoubles(purchase.amount - purchase.refunded)} тем же способом, каким была оплачена покупка.
            </Typography>
          )}
          {refund?.certificate_amount !== undefined ? (
            <Typography>
              Ещё {formatRoubles(whole ? (refund.whole_certificate_amount ?? refund.certificate_amount) : refund.certificate_amount)} вернутся на подарочный сертификат клиента: этой частью
              покупка была оплачена с него.
            </Typography>
          ) : null}
          <Typography>{refundConsequence(purchase, now)}</Typography>
          <Typography level="body-sm">Отменить возврат будет нельзя.</Typography>
        </>
      )}
    </ConfirmDialog>
  );
}
