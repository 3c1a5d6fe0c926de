import Link from '@mui/joy/Link';
import Stack from '@mui/joy/Stack';
import Switch from '@mui/joy/Switch';
import Typography from '@mui/joy/Typography';
import { Link as RouterLink } from 'react-router';
import type { PurposeConsent } from '../../../api/generated/model';
import { formatMoment } from '../utils/format-moment';

const neededFor: Record<PurposeConsent['required_for'][number], string> = {
  account: 'для личного кабинета',
  mailing: 'для рассылки',
  purchase: 'для оплаты покупок и сессий',
  mail: 'для писем: коды входа, подтверждения, напоминания',
  sessions: 'для видеокомнат сессий',
  messenger: 'для сообщений о сессиях в мессенджере',
};

/** Where the processor is, and whether giving the consent sends her data abroad. */
export function whereText(consent: PurposeConsent): string {
  if (consent.cross_border) return `${consent.country ?? 'За рубежом'}: это трансграничная передача данных.`;
  return consent.country ? `${consent.country}: данные остаются в России.` : 'Страну сервиса коуч пока не указала.';
}

export type ProcessorConsentItemProps = {
  consent: PurposeConsent;
  /** The switch's state while the change is being saved (undefined: the saved one). */
  requested?: boolean;
  onChange: (given: boolean) => void;
};

/** One processor consent: what and to whom, where, what for, the document, and a switch. */
export function ProcessorConsentItem({ consent, requested, onChange }: ProcessorConsentItemProps) {
  const checked = requested ?? consent.given;
  return (
    <Stack gap={0.5}>
      <Typography
        component="label"
        level="title-sm"
        startDecorator={<Switch checked={checked} onChange={(event) => onChange(event.target.checked)} sx={{ mr: 1 }} />}
      >
        {consent.title}
        {consent.processor ? `: ${consent.processor}` : ''}
      </Typography>
      <Typography level="body-sm">
        {consent.given && consent.given_at ? `Дано ${formatMoment(consent.given_at)}.` : 'Не дано.'} Нужно {consent.required_for.map((need) => neededFor[need]).join(', ')}.{' '}
        {whereText(consent)}{' '}
        <Link component={RouterLink} to={consent.document} target="_blank" rel="noopener">
          Текст согласия (версия {consent.version})
        </Link>
      </Typography>
    </Stack>
  );
}
