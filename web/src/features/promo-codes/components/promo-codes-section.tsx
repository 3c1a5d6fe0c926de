import Button from '@mui/joy/Button';
import Chip from '@mui/joy/Chip';
import Stack from '@mui/joy/Stack';
import Typography from '@mui/joy/Typography';
import { useState } from 'react';
import type { PromoCode } from '../../../api/generated/model';
import { ConfirmDialog } from '../../../components/confirm-dialog/confirm-dialog';
import { ResponsiveTable, type ResponsiveColumn } from '../../../components/responsive-table/responsive-table';
import { formatRoubles } from '../../../lib/money';
import { useDeactivatePromo, usePromoCodes } from '../api/promo-codes';
import { PromoCodeDialog } from './promo-code-dialog';

const discountText = (code: PromoCode) => (code.kind === 'percent' ? `${code.percent ?? 0} %` : formatRoubles(code.amount ?? 0));

const russianDate = (day: string) => day.split('-').reverse().join('.');

function validityText(code: PromoCode): string {
  if (code.valid_from && code.valid_until) return `${russianDate(code.valid_from)} — ${russianDate(code.valid_until)}`;
  if (code.valid_from) return `с ${russianDate(code.valid_from)}`;
  if (code.valid_until) return `по ${russianDate(code.valid_until)}`;
  return 'бессрочно';
}

function scopeText(code: PromoCode): string {
  const part = (ids: number[] | null, all: string, some: string) => (ids === null ? all : ids.length === 0 ? null : `${some}: ${ids.length}`);
  return [part(code.consultation_types, 'все услуги', 'услуги'), part(code.products, 'все продукты', 'продукты')].filter(Boolean).join(', ') || 'ничего';
}

const usesText = (code: PromoCode) =>
  [`${code.uses}${code.max_uses === null ? '' : ` из ${code.max_uses}`}`, code.max_uses_per_client === null ? null : `клиенту — до ${code.max_uses_per_client}`].filter(Boolean).join('; ');

/** «Промокоды»: the codes with their uses, a new one, and switching one off (asked first). */
export function PromoCodesSection() {
  const codes = usePromoCodes();
  const [creating, setCreating] = useState(false);
  const [deactivating, setDeactivating] = useState<PromoCode | null>(null);
  const deactivate = useDeactivatePromo(() => setDeactivating(null));

  const columns: ResponsiveColumn<PromoCode>[] = [
    { header: 'Промокод', cell: (code) => <Typography fontWeight="lg">{code.code}</Typography>, bareInCard: true },
    { header: 'Скидка', cell: (code) => `${discountText(code)}${code.first_purchase_only ? ', первая покупка' : ''}` },
    { header: 'На что', cell: scopeText },
    { header: 'Срок', cell: validityText },
    { header: 'Использован', cell: usesText },
    {
      header: 'Состояние',
      cell: (code) =>
        code.active ? (
          <Button size="sm" variant="outlined" color="danger" onClick={() => setDeactivating(code)}>
            Отключить
          </Button>
        ) : (
          <Chip size="sm" variant="soft">
            Отключён
          </Chip>
        ),
    },
  ];

  return (
    <Stack component="section" gap={2} aria-labelledby="promo-codes-title">
      <Stack direction="row" sx={{ justifyContent: 'space-between', alignItems: 'center', flexWrap: 'wrap', gap: 1 }}>
        <Typography level="h3" component="h2" id="promo-codes-title">
          Промокоды
        </Typography>
        <Button onClick={() => setCreating(true)}>Новый промокод</Button>
      </Stack>
      {codes.data ? (
        <ResponsiveTable label="Промокоды" rows={codes.data} columns={columns} rowKey={(code) => code.code} empty="Промокодов пока нет." />
      ) : (
        <Typography level="body-sm">Загрузка…</Typography>
      )}
      <PromoCodeDialog open={creating} onClose={() => setCreating(false)} />
      <ConfirmDialog
        open={deactivating !== null}
        title={`Отключить промокод ${deactivating?.code ?? ''}?`}
        confirmLabel="Отключить"
        cancelLabel="Не отключать"
        busy={deactivate.isPending}
        onConfirm={() => deactivating && deactivate.mutate({ code: deactivating.code })}
        onClose={() => setDeactivating(null)}
      >
        <Typography>Его больше нельзя будет применить. Покупки, уже сделанные с ним, сохранят скидку. Включить его снова нельзя.</Typography>
      </ConfirmDialog>
    </Stack>
  );
}
