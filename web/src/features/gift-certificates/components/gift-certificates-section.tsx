import { priceLabel } from '../../../lib/money';
import Chip, { type ChipProps } from '@mui/joy/Chip';
import Stack from '@mui/joy/Stack';
import Typography from '@mui/joy/Typography';
import type { GiftCertificate, GiftCertificateStatus } from '../../../api/generated/model';
import { ResponsiveTable, type ResponsiveColumn } from '../../../components/responsive-table/responsive-table';
import { useGiftCertificates } from '../api/gift-certificate-queries';

const statusLabels: Readonly<Record<GiftCertificateStatus, { label: string; color: ChipProps['color'] }>> = {
  ordered: { label: 'Не оплачен', color: 'neutral' },
  issued: { label: 'Ждёт отправки', color: 'primary' },
  mailed: { label: 'Отправлен', color: 'primary' },
  redeemed: { label: 'Активирован', color: 'success' },
  expired: { label: 'Истёк', color: 'warning' },
  refunded: { label: 'Возвращён', color: 'danger' },
};

const russianDate = (day: string) => day.split('-').reverse().join('.');

/** «(5 сессий)» for a package, «(осталось 2 000 ₽)» for an amount partly spent. */
function whatItGives(item: GiftCertificate): string {
  if (item.sessions !== null) return item.sessions > 1 ? ` (${item.sessions} сессий)` : '';
  const balance = item.balance ?? null;
  return balance !== null && balance !== (item.amount ?? null) ? ` (осталось ${priceLabel(balance)})` : '';
}

/** «Подарочные сертификаты» under «Платежи»: each certificate, its code masked, for whom, when, and where it is. */
export function GiftCertificatesSection() {
  const certificates = useGiftCertificates();
  const columns: ResponsiveColumn<GiftCertificate>[] = [
    { header: 'Код', cell: (item) => <Typography sx={{ fontFamily: 'monospace' }}>{item.code ?? '—'}</Typography>, bareInCard: true },
    { header: 'Что', cell: (item) => `${item.name}${whatItGives(item)}` },
    { header: 'Кому', cell: (item) => item.recipient_name ?? 'удалено' },
    { header: 'Отправка', cell: (item) => russianDate(item.deliver_on) },
    { header: 'Действует до', cell: (item) => (item.expires_on ? russianDate(item.expires_on) : '—') },
    {
      header: 'Состояние',
      cell: (item) => (
        <Chip size="sm" variant="soft" color={statusLabels[item.status].color}>
          {statusLabels[item.status].label}
        </Chip>
      ),
    },
  ];
  return (
    <Stack component="section" gap={2} aria-labelledby="gift-certificates-title">
      <Typography level="h3" component="h2" id="gift-certificates-title">
        Подарочные сертификаты
      </Typography>
      <Typography level="body-sm">Вернуть деньги за неактивированный сертификат можно в списке платежей выше: код перестанет действовать.</Typography>
      {certificates.data ? (
        <ResponsiveTable label="Подарочные сертификаты" rows={certificates.data} columns={columns} rowKey={(item) => item.id} empty="Сертификатов пока нет." />
      ) : (
        <Typography level="body-sm">Загрузка…</Typography>
      )}
    </Stack>
  );
}
