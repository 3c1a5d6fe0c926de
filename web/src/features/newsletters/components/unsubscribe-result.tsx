import Button from '@mui/joy/Button';
import CircularProgress from '@mui/joy/CircularProgress';
import Link from '@mui/joy/Link';
import Sheet from '@mui/joy/Sheet';
import Stack from '@mui/joy/Stack';
import Typography from '@mui/joy/Typography';
import { Link as RouterLink } from 'react-router';
import { paths } from '../../../config/paths';
import { usePracticeDetails } from '../../../lib/practice-details';

export type UnsubscribeOutcome =
  | { kind: 'pending' }
  | { kind: 'done'; message: string }
  | { kind: 'invalid' }
  | { kind: 'missing' }
  | { kind: 'failed'; message?: string };

/** What the link ends: the newsletters, or only the welcome series whose letter carried it. */
export type UnsubscribeMailing = 'newsletters' | 'welcome-series';

/** What the page names, by the mailing the link ends. */
export const mailingWords: Record<UnsubscribeMailing, { title: string; pending: string; unsubscribed: string; rejoin: string }> = {
  newsletters: {
    title: 'Отписка от рассылки',
    pending: 'Отписываем вас от рассылки…',
    unsubscribed: 'Вы отписались от рассылки. Письма больше не будут приходить.',
    rejoin: ', и я снова добавлю вас в рассылку',
  },
  'welcome-series': {
    title: 'Отписка от серии писем',
    pending: 'Отписываем вас от этой серии писем…',
    unsubscribed: 'Вы отписались от этой серии писем. Другие рассылки будут приходить, как прежде.',
    rejoin: '',
  },
};

const headings: Record<Exclude<UnsubscribeOutcome['kind'], 'pending'>, string> = {
  done: 'Готово',
  invalid: 'Ссылка недействительна',
  missing: 'Ссылка неполная',
  failed: 'Не удалось отписаться',
};

export type UnsubscribeResultProps = {
  outcome: UnsubscribeOutcome;
  onRetry?: () => void;
  /** What the link ends; the newsletters unless it is a welcome-series letter's asked to end that series only. */
  mailing?: UnsubscribeMailing;
  /** A welcome-series link: where to end every mailing, not only the series. */
  unsubscribeAllHref?: string;
};

/** /user-unsubscribe (spec 2.1): what happened to the link from the letter, naming what it ended. */
export function UnsubscribeResult({ outcome, onRetry, mailing = 'newsletters', unsubscribeAllHref }: UnsubscribeResultProps) {
  const words = mailingWords[mailing];
  const email = usePracticeDetails()?.support_email;
  const contact = email ? (
    <Link href={`mailto:${email}`} sx={{ overflowWrap: 'anywhere' }}>
      {email}
    </Link>
  ) : (
    'почту поддержки'
  );
  return (
    <Stack component="section" alignItems="center" sx={{ px: 2, py: { xs: 4, md: 8 } }}>
      <Sheet variant="outlined" sx={{ width: '100%', maxWidth: 560, p: { xs: 3, md: 4 }, borderRadius: 'md' }}>
        <Stack gap={2} aria-live="polite">
          <Typography level="h2" component="h1">
            {outcome.kind === 'pending' ? words.pending : headings[outcome.kind]}
          </Typography>
          {outcome.kind === 'pending' ? <CircularProgress size="sm" aria-label={words.title} /> : null}
          {outcome.kind === 'done' ? (
            <>
              <Typography level="body-lg">{outcome.message}</Typography>
              {unsubscribeAllHref ? (
                <Button component="a" href={unsubscribeAllHref} variant="outlined" sx={{ alignSelf: 'flex-start' }}>
                  Отписаться от всех рассылок
                </Button>
              ) : null}
              <Typography level="body-md" textColor="text.secondary">
                Письма, без которых не обойтись, — коды для входа, чеки и напоминания о сессиях — по-прежнему будут приходить. Если
                передумаете, напишите на {contact}
                {words.rejoin}.
              </Typography>
            </>
          ) : null}
          {outcome.kind === 'invalid' ? (
            <Typography level="body-lg">
              Ссылка недействительна: возможно, она устарела или скопировалась не полностью. Откройте ссылку «Отписаться» из
              последнего письма ещё раз или напишите на {contact} — отпишу вас вручную.
            </Typography>
          ) : null}
          {outcome.kind === 'missing' ? (
            <Typography level="body-lg">
              В адресе нет кода отписки. Откройте ссылку «Отписаться» прямо из письма или напишите на {contact}.
            </Typography>
          ) : null}
          {outcome.kind === 'failed' ? (
            <>
              <Typography level="body-lg">
                {outcome.message ?? 'Сервер не ответил. Попробуйте ещё раз через минуту.'} Если не получится, напишите на {contact}.
              </Typography>
              {onRetry ? (
                <Button variant="outlined" onClick={onRetry} sx={{ alignSelf: 'flex-start' }}>
                  Повторить
                </Button>
              ) : null}
            </>
          ) : null}
          {outcome.kind !== 'pending' ? (
            <Button component={RouterLink} to={paths.landing} variant="plain" sx={{ alignSelf: 'flex-start', px: 0 }}>
              На главную
            </Button>
          ) : null}
        </Stack>
      </Sheet>
    </Stack>
  );
}
