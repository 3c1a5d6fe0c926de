import Link from '@mui/joy/Link';
import List from '@mui/joy/List';
import ListItem from '@mui/joy/ListItem';
import Stack from '@mui/joy/Stack';
import Switch from '@mui/joy/Switch';
import Typography from '@mui/joy/Typography';
import { useState } from 'react';
import { Link as RouterLink } from 'react-router';
import type { ConsentHistoryEntry, ConsentState, Settings } from '../../../api/generated/model';
import { paths } from '../../../config/paths';
import { showAlert } from '../../../components/alert/alert-store';
import { useSetAdvertisingConsent } from '../api/settings-api';
import { formatMoment } from '../utils/format-moment';
import { ProcessorConsents } from './processor-consents';
import { SettingsSection } from './settings-section';

const sourceLabels: Record<string, string> = {
  registration: 'при регистрации',
  purchase: 'при покупке',
  settings: 'в настройках',
  'unsubscribe-link': 'по ссылке из письма',
  testimonial: 'в форме отзыва',
  'messenger-link': 'привязкой чата',
  'messenger-unlinked': 'кнопкой «Отвязать»',
  'messenger-stopped': 'командой /stop в чате',
  'messenger-blocked': 'бот заблокирован в мессенджере',
  'messenger-chat-gone': 'чат больше недоступен',
};

const kindLabels: Record<ConsentHistoryEntry['kind'], string> = {
  personal_data: 'обработка персональных данных',
  advertising: 'рассылка',
  testimonial_publication: 'публикация отзыва',
  messenger_telegram: 'передача времени сессий в Telegram',
  messenger_max: 'передача времени сессий в MAX',
  payment_provider: 'передача данных платёжному сервису',
  mail_service: 'передача адреса почтовому сервису',
  video_rooms: 'передача имени сервису видеокомнат',
};

function describeState(state: ConsentState): string {
  if (state.given && state.given_at) return `Дано ${formatMoment(state.given_at)}${state.version ? `, версия документа ${state.version}` : ''}.`;
  if (state.withdrawn_at) return `Отозвано ${formatMoment(state.withdrawn_at)}.`;
  return 'Не давалось.';
}

/** The consents with document, version and date: processing, the mailing (given or withdrawn here) and each service's (`ProcessorConsents`). */
export function ConsentsSection({ settings }: { settings: Settings }) {
  const consent = useSetAdvertisingConsent();
  const advertising = settings.advertising_consent;
  // The switch moves on the click (set in the same event, not a render later through the mutation's
  // state) and shows the requested consent, in its own colours, until the answer; a refusal puts the
  // saved one back. Clicks meanwhile change nothing (a disabled switch would look switched off).
  const [requested, setRequested] = useState<boolean>();
  const given = requested ?? advertising.given;

  return (
    <SettingsSection id="settings-consents" title="Согласия">
      <Stack gap={0.5}>
        <Typography level="title-sm" component="h3">
          Согласие на обработку персональных данных
        </Typography>
        <Typography level="body-sm">
          {describeState(settings.personal_data_consent)}{' '}
          <Link component={RouterLink} to={paths.userPersonalData}>
            Текст согласия
          </Link>
        </Typography>
        <Typography level="body-sm">Без него мы не можем вести ваш кабинет: чтобы отозвать его, удалите аккаунт.</Typography>
      </Stack>
      <Stack gap={0.5}>
        <Typography
          component="label"
          level="title-sm"
          startDecorator={
            <Switch
              checked={given}
              onChange={(event) => {
                if (requested !== undefined) return;
                setRequested(event.target.checked);
                consent.mutate(event.target.checked, {
                  onSuccess: (saved) => showAlert(200, saved.advertising_consent.given ? 'Согласие на рассылку дано.' : 'Согласие на рассылку отозвано.'),
                  // The saved settings are in the cache by now (the hook's own onSuccess runs first).
                  onSettled: () => setRequested(undefined),
                });
              }}
              sx={{ mr: 1 }}
            />
          }
        >
          Получать рассылку: статьи, новости и предложения
        </Typography>
        <Typography level="body-sm">
          {describeState(advertising)}{' '}
          <Link component={RouterLink} to={paths.userNotification}>
            Текст согласия
          </Link>
        </Typography>
      </Stack>
      <ProcessorConsents />
      <details>
        <Typography component="summary" level="body-sm" sx={{ cursor: 'pointer' }}>
          История согласий
        </Typography>
        <List size="sm" aria-label="История согласий">
          {settings.consent_history.map((entry, index) => (
            <ListItem key={index}>
              {formatMoment(entry.at)}: {kindLabels[entry.kind]} — {entry.action === 'given' ? 'согласие дано' : 'согласие отозвано'}{' '}
              {sourceLabels[entry.source] ?? entry.source}
              {entry.version ? ` (версия ${entry.version})` : ''}
              {entry.address ? `, с адреса ${entry.address}` : ''}
            </ListItem>
          ))}
        </List>
      </details>
    </SettingsSection>
  );
}
