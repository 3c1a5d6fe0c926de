import Alert from '@mui/joy/Alert';
import FormControl from '@mui/joy/FormControl';
import FormHelperText from '@mui/joy/FormHelperText';
import FormLabel from '@mui/joy/FormLabel';
import Input from '@mui/joy/Input';
import Radio from '@mui/joy/Radio';
import RadioGroup from '@mui/joy/RadioGroup';
import Stack from '@mui/joy/Stack';
import { useState } from 'react';
import type { ClientCreditsChange } from '../../../api/generated/model';
import { AppModal } from '../../../components/modal/app-modal';

type CreditsDialogProps = {
  /** Sessions left now. */
  balance: number;
  pending?: boolean;
  error?: string;
  onSave: (change: ClientCreditsChange) => void;
  onClose: () => void;
};

const maxCount = 100;

/** Grants or withdraws package sessions with a reason; the journal records who, when and why. */
export function CreditsDialog({ balance, pending = false, error, onSave, onClose }: CreditsDialogProps) {
  const [change, setChange] = useState<ClientCreditsChange['change']>('grant');
  const [count, setCount] = useState('1');
  const [reason, setReason] = useState('');
  const number = Number(count);
  const limit = change === 'withdraw' ? Math.min(balance, maxCount) : maxCount;
  const countValid = Number.isInteger(number) && number >= 1 && number <= limit;
  return (
    <AppModal
      open
      title="Сессии на счёте клиента"
      onClose={onClose}
      onSave={() => onSave({ change, count: number, reason: reason.trim() })}
      saveLabel={change === 'grant' ? 'Начислить' : 'Списать'}
      saving={pending}
      saveDisabled={!countValid || reason.trim() === ''}
      maxWidth={520}
    >
      <Stack spacing={2}>
        <FormControl>
          <FormLabel>Сейчас на счёте: {balance}</FormLabel>
          <RadioGroup orientation="horizontal" value={change} onChange={(changed) => setChange(changed.target.value === 'withdraw' ? 'withdraw' : 'grant')}>
            <Radio value="grant" label="Начислить" />
            <Radio value="withdraw" label="Списать" disabled={balance === 0} />
          </RadioGroup>
        </FormControl>
        <FormControl error={count !== '' && !countValid}>
          <FormLabel>Сколько сессий</FormLabel>
          <Input type="number" value={count} onChange={(changed) => setCount(changed.target.value)} slotProps={{ input: { min: 1, max: limit } }} />
          <FormHelperText>{change === 'withdraw' ? `Не больше ${limit}.` : `От 1 до ${maxCount}.`}</FormHelperText>
        </FormControl>
        <FormControl required>
          <FormLabel>Причина</FormLabel>
          <Input value={reason} placeholder="Например: подарок за отзыв" onChange={(changed) => setReason(changed.target.value)} slotProps={{ input: { maxLength: 500 } }} />
          <FormHelperText>Видна вам и в журнале.</FormHelperText>
        </FormControl>
        {error && <Alert color="danger">{error}</Alert>}
      </Stack>
    </AppModal>
  );
}
