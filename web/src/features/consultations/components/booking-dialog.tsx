import FormControl from '@mui/joy/FormControl';
import FormHelperText from '@mui/joy/FormHelperText';
import FormLabel from '@mui/joy/FormLabel';
import Radio from '@mui/joy/Radio';
import RadioGroup from '@mui/joy/RadioGroup';
import Skeleton from '@mui/joy/Skeleton';
import Stack from '@mui/joy/Stack';
import Typography from '@mui/joy/Typography';
import { useId, useState } from 'react';
import type { ConsultationDay, ConsultationType } from '../../../api/generated/model';
import { PurchaseTerms } from '../../../components/purchase-terms/purchase-terms';
import { AppModal } from '../../../components/modal/app-modal';
import { priceLabel } from '../../../lib/money';
import {
  type BookingChoice,
  bookingSubmitLabel,
  PLACEHOLDER_SESSION_PRICE,
  usesPackageCredit,
} from '../utils/booking';
import { formatMoscowDate } from '../../../lib/moscow-time';
import { SlotTimeField, useDaySlot } from './slot-time-field';

export type BookingDialogProps = {
  open: boolean;
  /** The free day picked in the calendar. */
  day: ConsultationDay | null;
  /** The consultation types; undefined while loading. */
  types: readonly ConsultationType[] | undefined;
  /** Sessions left on the client's packages. */
  credits: number;
  submitting?: boolean;
  onSubmit: (choice: BookingChoice) => void;
  onClose: () => void;
};

/**
 * The purchase dialog of spec 2.8 for a session: time and type (the first of each preselected),
 * the price, the legal documents, «Закрыть» and «Купить». Mount it with `key={day.date}` so the
 * choice starts over for every day.
 */
export function BookingDialog({ open, day, types, credits, submitting = false, onSubmit, onClose }: BookingDialogProps) {
  const typeLabelId = useId();
  const daySlot = useDaySlot(day);
  const { slot } = daySlot;
  const [typeId, setTypeId] = useState<number | null>(null);

  const type = types?.find((candidate) => candidate.id === typeId) ?? types?.[0];
  const fromPackage = usesPackageCredit(type, credits);

  return (
    <AppModal
      open={open}
      maxWidth={500}
      title={day ? `Дата записи на сессию ${formatMoscowDate(day.date)}` : 'Дата записи на сессию'}
      onClose={onClose}
      saveLabel={bookingSubmitLabel(type, fromPackage)}
      cancelLabel="Закрыть"
      saving={submitting}
      saveDisabled={!slot || !type}
      onSave={() => {
        if (slot && type) onSubmit({ type, slotStart: slot.start });
      }}
    >
      <Stack gap={2.5} sx={{ pt: 1 }}>
        <SlotTimeField label="Время (московское)" daySlot={daySlot} />

        <FormControl>
          <FormLabel id={typeLabelId}>Вид сессии</FormLabel>
          {types ? (
            <RadioGroup
              aria-labelledby={typeLabelId}
              value={type ? String(type.id) : ''}
              onChange={(event) => setTypeId(Number(event.target.value))}
              sx={{ gap: 1.25, mt: 0.5 }}
            >
              {types.map((candidate) => (
                <Radio
                  key={candidate.id}
                  value={String(candidate.id)}
                  label={`${candidate.name} — ${priceLabel(candidate.amount)}`}
                  slotProps={{ label: { sx: { fontVariantNumeric: 'tabular-nums' } } }}
                />
              ))}
            </RadioGroup>
          ) : (
            <Stack gap={1.25} sx={{ mt: 0.5 }} aria-busy="true">
              <Skeleton variant="text" level="body-md" width="70%" />
              <Skeleton variant="text" level="body-md" width="60%" />
              <Skeleton variant="text" level="body-md" width="65%" />
            </Stack>
          )}
          {fromPackage ? <FormHelperText>Осталось сессий из пакета: {credits}. Оплата не понадобится.</FormHelperText> : null}
        </FormControl>

        <Typography level="title-md" aria-live="polite">
          Стоимость: {fromPackage ? 'сессия из пакета' : priceLabel(type?.amount ?? PLACEHOLDER_SESSION_PRICE)}
        </Typography>

        <PurchaseTerms lead="Продолжая" textColor="text.secondary" />
      </Stack>
    </AppModal>
  );
}

