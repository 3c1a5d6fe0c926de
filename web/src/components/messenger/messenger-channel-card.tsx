import Button from '@mui/joy/Button';
import Checkbox from '@mui/joy/Checkbox';
import Link from '@mui/joy/Link';
import Stack from '@mui/joy/Stack';
import Typography from '@mui/joy/Typography';
import { useState } from 'react';
import type { MessengerChannelState } from '../../api/generated/model';
import { LinkQrCode } from './link-qr-code';

export const messengerNames: Record<MessengerChannelState['channel'], string> = { telegram: 'Telegram', max: 'MAX' };

const moment = (iso: string) => new Date(iso).toLocaleString('ru-RU', { day: 'numeric', month: 'long', hour: '2-digit', minute: '2-digit' });

export type MessengerChannelCardProps = {
  state: MessengerChannelState;
  /** The consent's words when linking needs one (the client's chats); none for the coach's own. */
  consentText?: string;
  busy: boolean;
  onLink: () => void;
  onUnlink: () => void;
};

/**
 * One messenger's block: not configured, linked (with «Отвязать»), or the one-time link with its QR
 * code once asked for (after the consent, where one is needed).
 */
export function MessengerChannelCard({ state, consentText, busy, onLink, onUnlink }: MessengerChannelCardProps) {
  const [consent, setConsent] = useState(false);
  const name = messengerNames[state.channel];
  return (
    <Stack gap={1} component="article" aria-label={name}>
      <Typography level="title-sm" component="h3">
        {name}
      </Typography>
      {!state.configured ? (
        <Typography level="body-sm" textColor="text.tertiary">
          Не настроен: бот {name} у практики пока не подключён.
        </Typography>
      ) : state.linked ? (
        <Stack direction="row" gap={2} alignItems="center" flexWrap="wrap">
          <Typography level="body-sm">Чат привязан{state.linked_at ? ` ${moment(state.linked_at)}` : ''}.</Typography>
          <Button size="sm" variant="outlined" color="neutral" loading={busy} onClick={onUnlink}>
            Отвязать
          </Button>
        </Stack>
      ) : state.link ? (
        <Stack direction={{ xs: 'column', sm: 'row' }} gap={2} alignItems={{ sm: 'center' }}>
          <LinkQrCode url={state.link.url} label={`QR-код ссылки на бота ${name}`} />
          <Stack gap={1}>
            <Link href={state.link.url} target="_blank" rel="noopener" level="body-sm" sx={{ wordBreak: 'break-all' }}>
              {state.link.url}
            </Link>
            <Typography level="body-xs" textColor="text.tertiary">
              Откройте ссылку или наведите камеру телефона на код и нажмите «Старт» в чате. Ссылка одноразовая и действует до {moment(state.link.expires_at)}.
            </Typography>
          </Stack>
        </Stack>
      ) : (
        <Stack gap={1} alignItems="flex-start">
          {consentText ? <Checkbox size="sm" checked={consent} onChange={(event) => setConsent(event.target.checked)} label={consentText} sx={{ alignItems: 'flex-start' }} /> : null}
          <Button size="sm" loading={busy} disabled={consentText !== undefined && !consent} onClick={onLink}>
            Получить ссылку для привязки
          </Button>
        </Stack>
      )}
    </Stack>
  );
}
