import Button from '@mui/joy/Button';
import Card from '@mui/joy/Card';
import Chip from '@mui/joy/Chip';
import Stack from '@mui/joy/Stack';
import Typography from '@mui/joy/Typography';
import type { ClientPurchase } from '../../../api/generated/model';
import { formatRoubles, priceLabel } from '../../../lib/money';
import { formatMoscowDateTime } from '../../../lib/moscow-time';
import { purchaseDescription } from '../../../lib/purchase-description';
import { paymentTypeLabels, purchaseStatusLabels } from './client-labels';

type ClientPurchasesProps = { purchases: readonly ClientPurchase[]; onRefund: (purchase: ClientPurchase) => void };

/** Her purchases, newest first, each with its payments and refunds; a paid one can be refunded. */
export function ClientPurchases({ purchases, onRefund }: ClientPurchasesProps) {
  if (purchases.length === 0) return <Typography level="body-sm">Покупок не было.</Typography>;
  return (
    <Stack component="ul" spacing={1} sx={{ listStyle: 'none', p: 0, m: 0 }}>
      {purchases.map((purchase) => (
        <Card component="li" key={purchase.id} size="sm" variant="outlined" sx={{ minWidth: 0 }}>
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} sx={{ justifyContent: 'space-between', alignItems: { sm: 'center' } }}>
            <div>
              <Typography level="title-sm" sx={{ overflowWrap: 'anywhere' }}>{purchaseDescription(purchase.description)}</Typography>
              <Stack direction="row" useFlexGap spacing={0.5} sx={{ mt: 0.5, flexWrap: 'wrap', alignItems: 'center' }}>
                <Typography level="body-sm">{priceLabel(purchase.amount)}</Typography>
                <Chip size="sm" variant="soft" color={purchase.status === 'paid' ? 'success' : 'neutral'}>{purchaseStatusLabels[purchase.status]}</Chip>
                {purchase.refunded > 0 && <Chip size="sm" variant="soft" color="warning">возвращено {formatRoubles(purchase.refunded)}</Chip>}
              </Stack>
            </div>
            {purchase.refundable && (
              <Button size="sm" variant="outlined" color="danger" onClick={() => onRefund(purchase)}>
                Вернуть деньги
              </Button>
            )}
          </Stack>
          <Typography level="body-xs">Начата {formatMoscowDateTime(purchase.started_at)} (МСК)</Typography>
          {purchase.payments.map((payment) => (
            <Typography level="body-xs" key={`${payment.type}-${payment.at}`}>
              {paymentTypeLabels[payment.type]}: {formatMoscowDateTime(payment.at)}
              {payment.amount === null ? '' : `, ${formatRoubles(payment.amount)}`}
            </Typography>
          ))}
        </Card>
      ))}
    </Stack>
  );
}
