import Button from '@mui/joy/Button';
import CircularProgress from '@mui/joy/CircularProgress';
import Stack from '@mui/joy/Stack';
import Typography from '@mui/joy/Typography';
import type { PurchaseConfirmation } from '../api/confirm-purchase';

export type PaymentSuccessViewProps = {
  confirmation: PurchaseConfirmation;
  /** A guest has no cabinet: her purchase comes by mail, and «home» is the landing page. */
  buyer: 'client' | 'guest';
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

/** A guest has no cabinet: where the texts above send her there, these say where to look instead. */
const guestText: Partial<Record<PurchaseConfirmation['status'], string>> = {
  paid: 'Спасибо! Письмо со ссылкой для скачивания уже отправлено на вашу почту.',
  unpaid:
    'Если вы только что оплатили, подождите минуту и обновите страницу. Если деньги списались, а письма с покупкой нет, напишите на почту поддержки, указанную внизу главной страницы.',
};

/** The payment success screen of spec 2.10. */
export function PaymentSuccessView({ confirmation, buyer, onHome }: PaymentSuccessViewProps) {
  const { title } = copy[confirmation.status];
  // The server's word on a paid purchase (a gift certificate: the day it goes out) comes first.
  const text = (confirmation.status === 'paid' ? confirmation.message : undefined) ?? (buyer === 'guest' ? guestText[confirmation.status] : undefined) ?? copy[confirmation.status].text;
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
