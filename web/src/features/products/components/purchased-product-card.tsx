import Button from '@mui/joy/Button';
import Card from '@mui/joy/Card';
import CardActions from '@mui/joy/CardActions';
import CardContent from '@mui/joy/CardContent';
import Chip from '@mui/joy/Chip';
import Typography from '@mui/joy/Typography';
import type { PurchasedProduct } from '../../../api/generated/model';
import { DownloadIcon } from '../../../components/icons/icons';
import { PaymentDetails } from '../../../components/payment-details/payment-details';
import { formatRoubles } from '../../../lib/money';
import { formatPaymentDate } from '../utils/payment-date';

export type PurchasedProductCardProps = { product: PurchasedProduct; downloading?: boolean; onDownload: () => void };

/**
 * One purchase: the product's name, what was paid, when (Moscow date) and how, its receipt, and
 * «Скачать» (spec 2.7). A refunded purchase stays listed, marked «Возвращено» with the refund's
 * date, and offers no download.
 */
export function PurchasedProductCard({ product, downloading = false, onDownload }: PurchasedProductCardProps) {
  const date = formatPaymentDate(product.payment_info.date);
  const free = product.payment_info.amount === 0;
  const refundedOn = product.refunded_at === null ? null : formatPaymentDate(product.refunded_at);
  return (
    <Card variant="outlined" sx={{ height: '100%' }}>
      <CardContent>
        <Typography level="title-lg" component="h3">
          {product.type.name}
        </Typography>
        {refundedOn !== null && (
          <Chip color="warning" variant="soft" sx={{ alignSelf: 'flex-start' }}>
            Возвращено {refundedOn}
          </Chip>
        )}
        <Typography level="body-sm">{free ? 'Получено бесплатно' : `Сумма: ${formatRoubles(product.payment_info.amount)}`}</Typography>
        {date && (
          <Typography level="body-sm">
            {free ? 'Дата получения' : 'Дата оплаты'}: {date}
          </Typography>
        )}
        <PaymentDetails payment={product.payment_info} />
      </CardContent>
      <CardActions>
        {refundedOn !== null ? (
          <Typography level="body-sm">Деньги возвращены, файл больше недоступен.</Typography>
        ) : (
          <Button
            startDecorator={<DownloadIcon />}
            loading={downloading}
            loadingPosition="start"
            onClick={onDownload}
            aria-label={`Скачать: ${product.type.name}`}
          >
            Скачать
          </Button>
        )}
      </CardActions>
    </Card>
  );
}
