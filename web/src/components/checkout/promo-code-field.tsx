import Button from '@mui/joy/Button';
import FormControl from '@mui/joy/FormControl';
import FormHelperText from '@mui/joy/FormHelperText';
import FormLabel from '@mui/joy/FormLabel';
import Input from '@mui/joy/Input';
import Stack from '@mui/joy/Stack';
import Typography from '@mui/joy/Typography';
import { useState } from 'react';
import { checkPromoCode } from '../../api/generated/hooks';
import { errorText } from '../../lib/api-error';
import { withoutErrorAlert } from '../../lib/api-client';
import { formatRoubles, priceLabel } from '../../lib/money';

/** A code the server accepted for the item, with the price it gives. */
export type AppliedPromo = { code: string; fullAmount: number; discount: number; amount: number };

export type PromoCodeFieldProps = {
  /** What the code is checked against, as `POST /api/buy/` names it. */
  item: { product: 'consultation' | 'product'; type: number };
  applied: AppliedPromo | null;
  onChange: (applied: AppliedPromo | null) => void;
  disabled?: boolean;
};

/** The price with a code: the old one struck through, then the new one. */
export function PromoPrice({ applied }: { applied: AppliedPromo }) {
  return (
    <Typography level="title-md" aria-live="polite">
      <Typography component="del" textColor="text.tertiary" sx={{ mr: 1 }} aria-label={`Без промокода: ${formatRoubles(applied.fullAmount)}`}>
        {formatRoubles(applied.fullAmount)}
      </Typography>
      <Typography component="span" color="success">
        {priceLabel(applied.amount)}
      </Typography>
    </Typography>
  );
}

/**
 * «Есть промокод?» in a checkout dialog: the buyer types a code, the server checks it for this item
 * (`GET /api/promo-codes/{code}/`) and the dialog shows the new price; a refusal is said under the field.
 */
export function PromoCodeField({ item, applied, onChange, disabled = false }: PromoCodeFieldProps) {
  const [open, setOpen] = useState(applied !== null);
  const [code, setCode] = useState(applied?.code ?? '');
  const [error, setError] = useState<string | null>(null);
  const [checking, setChecking] = useState(false);

  const apply = async () => {
    const typed = code.trim();
    if (typed === '') {
      setError('Введите промокод.');
      return;
    }
    setChecking(true);
    setError(null);
    try {
      const { code: accepted, full_amount: fullAmount, discount, amount } = await checkPromoCode(typed, item, withoutErrorAlert);
      onChange({ code: accepted, fullAmount, discount, amount });
    } catch (failure) {
      onChange(null);
      setError(errorText(failure));
    } finally {
      setChecking(false);
    }
  };

  if (!open) {
    return (
      <Button variant="plain" size="sm" sx={{ alignSelf: 'flex-start', px: 0 }} onClick={() => setOpen(true)} disabled={disabled}>
        Есть промокод?
      </Button>
    );
  }
  if (applied) {
    return (
      <Stack direction="row" gap={1} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
        <Typography level="body-sm">
          Промокод {applied.code} применён: скидка {formatRoubles(applied.discount)}
        </Typography>
        <Button
          variant="plain"
          size="sm"
          disabled={disabled}
          onClick={() => {
            onChange(null);
            setCode('');
          }}
        >
          Убрать
        </Button>
      </Stack>
    );
  }
  return (
    <FormControl error={error !== null} disabled={disabled || checking}>
      <FormLabel>Промокод</FormLabel>
      <Stack direction="row" gap={1}>
        <Input
          name="promo_code"
          value={code}
          autoComplete="off"
          sx={{ flex: 1 }}
          onChange={(event) => {
            setCode(event.target.value);
            setError(null);
          }}
          onKeyDown={(event) => {
            if (event.key === 'Enter') {
              event.preventDefault();
              void apply();
            }
          }}
          slotProps={{ input: { maxLength: 32, spellCheck: false, 'aria-invalid': error !== null || undefined } }}
        />
        <Button variant="outlined" loading={checking} disabled={disabled} onClick={() => void apply()}>
          Применить
        </Button>
      </Stack>
      {error ? <FormHelperText>{error}</FormHelperText> : null}
    </FormControl>
  );
}
