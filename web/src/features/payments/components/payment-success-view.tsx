import Button from '@mui/joy/Button';
import CircularProgress from '@mui/joy/CircularProgress';
import Stack from '@mui/joy/Stack';
import Typography from '@mui/joy/Typography';
import type { PurchaseConfirmation } from '../api/confirm-purchase';

export type PaymentSuccessViewProps = {
  confirmation: PurchaseConfirmation;
  onHome: () => void;
};

const copy = {
  checking: { title: 'Проверяем оплату…', text: 'Это займёт несколько секунд.' },
  paid: { title: 'Оплата прошла успешно!', text: 'Спасибо! Покупка уже в личном кабинете.' },
  unpaid: {
    title: 'Оплата не подтверждена…',
    text: 'Если вы только что оплатили, подождите минуту и обновите страницу. Если деньги списались, а оплата так и не подтвердилась, напишите нам через «Запрос в поддержку» в личном кабинете.',
  },
  failed: { title: 'Не удалось проверить оплату', text: '' },
} as const;

/** The payment success screen of spec 2.10. */
export function PaymentSuccessView({ confirmation, onHome }: PaymentSuccessViewProps) {
  const { title, text } = copy[confirmation.status];
  return (
    <Stack component="section" alignItems="center" gap={3} sx={{ maxWidth: 640, mx: 'auto', px: 2, py: { xs: 6, md: 10 }, textAlign: 'center' }}>
      <Stack alignItems="center" gap={1.5} role="status" aria-live="polite">
        {confirmation.status === 'checking' ? <CircularProgress aria-hidden /> : null}
        <Typography level="h2" component="h1" color={confirmation.status === 'paid' ? 'success' : undefined}>
          {title}
        </Typography>
        <Typography level="body-lg">{confirmation.status === 'failed' ? confirmation.message : text}</Typography>
      </Stack>
      <Button size="lg" onClick={onHome}>
        Вернуться на главную
      </Button>
    </Stack>
  );
}
