import Alert from '@mui/joy/Alert';
import FormControl from '@mui/joy/FormControl';
import FormHelperText from '@mui/joy/FormHelperText';
import FormLabel from '@mui/joy/FormLabel';
import Input from '@mui/joy/Input';
import Stack from '@mui/joy/Stack';
import Typography from '@mui/joy/Typography';
import { useState } from 'react';
import { AppModal } from '../../../components/modal/app-modal';

export type ReceiptByHandDialogProps = {
  /** «чек оплаты на 3 500 ₽ от 27 ноя»: which receipt she marks. */
  receiptName: string;
  /** A self-employed coach's receipt is made in «Мой налог»; an entrepreneur's at her register. */
  selfEmployed: boolean;
  pending?: boolean;
  error?: string;
  onSave: (link: string) => void;
  onClose: () => void;
};

const httpsLink = /^https:\/\/\S+$/;

/** The coach says she registered a refused or long-awaited receipt herself, with its link if she has one. */
export function ReceiptByHandDialog({ receiptName, selfEmployed, pending = false, error, onSave, onClose }: ReceiptByHandDialogProps) {
  const [link, setLink] = useState('');
  const trimmed = link.trim();
  const linkValid = trimmed === '' || (httpsLink.test(trimmed) && trimmed.length <= 500);
  return (
    <AppModal open title="Чек выдан вручную" onClose={onClose} onSave={() => onSave(trimmed)} saveLabel="Отметить чек выданным" saving={pending} saveDisabled={!linkValid} maxWidth={560}>
      <Stack spacing={2}>
        <Typography>
          {selfEmployed
            ? `Сформируйте ${receiptName} в приложении или на сайте «Мой налог» (доход от физического лица, та же сумма и дата) и отправьте его клиенту.`
            : `Пробейте ${receiptName} на своей кассе или в кабинете кассы и отправьте его клиенту.`}{' '}
          Затем отметьте его здесь: он перестанет считаться проблемой.
        </Typography>
        <FormControl error={!linkValid}>
          <FormLabel>Ссылка на чек</FormLabel>
          <Input
            type="url"
            value={link}
            placeholder={selfEmployed ? 'https://lknpd.nalog.ru/api/v1/receipt/…' : 'https://…'}
            onChange={(changed) => setLink(changed.target.value)}
            slotProps={{ input: { maxLength: 500 } }}
          />
          <FormHelperText>{linkValid ? 'Необязательно. Будет видна рядом с платежом.' : 'Ссылка должна начинаться с https://'}</FormHelperText>
        </FormControl>
        {error && <Alert color="danger">{error}</Alert>}
      </Stack>
    </AppModal>
  );
}
