import Stack from '@mui/joy/Stack';
import Typography from '@mui/joy/Typography';
import { AppModal } from '../modal/app-modal';
import { formatRoubles } from '../../lib/money';

export type SandboxCheckoutDialogProps = {
  open: boolean;
  /** Roubles. */
  amount: number;
  paying?: boolean;
  declining?: boolean;
  onPay: () => void;
  /** «Отклонить оплату», the close icon and Escape: the payment is declined and the time released. */
  onDecline: () => void;
};

/** The local test provider's checkout, used while no YooKassa keys are configured. */
export function SandboxCheckoutDialog({ open, amount, paying = false, declining = false, onPay, onDecline }: SandboxCheckoutDialogProps) {
  const busy = paying || declining;
  return (
    <AppModal
      open={open}
      maxWidth={500}
      title="Тестовая оплата"
      saveLabel="Оплатить"
      cancelLabel="Отклонить оплату"
      saving={paying}
      saveDisabled={declining}
      onSave={onPay}
      onClose={() => {
        if (!busy) onDecline();
      }}
    >
      <Stack gap={2} sx={{ pt: 1 }}>
        <Typography level="h3" component="p" sx={{ fontVariantNumeric: 'tabular-nums' }}>
          Сумма к оплате: {formatRoubles(amount)}
        </Typography>
        <Typography level="body-md">
          Это тестовый режим: платёжная система не подключена и деньги не списываются. Выберите, чем закончится платёж.
        </Typography>
        <Typography level="body-sm" textColor="text.secondary">
          Если закрыть окно, оплата будет отклонена, а выбранное время снова станет свободным.
        </Typography>
      </Stack>
    </AppModal>
  );
}
