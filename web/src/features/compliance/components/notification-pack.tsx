import Alert from '@mui/joy/Alert';
import Box from '@mui/joy/Box';
import Button from '@mui/joy/Button';
import FormControl from '@mui/joy/FormControl';
import FormHelperText from '@mui/joy/FormHelperText';
import FormLabel from '@mui/joy/FormLabel';
import GlobalStyles from '@mui/joy/GlobalStyles';
import Input from '@mui/joy/Input';
import Stack from '@mui/joy/Stack';
import Typography from '@mui/joy/Typography';
import { useState, type FormEvent } from 'react';
import type { ComplianceNotification, ComplianceNotificationInput } from '../../../api/generated/model';
import { ResponsiveTable } from '../../../components/responsive-table/responsive-table';
import { crossBorderLabels, templateNote } from '../utils/compliance-labels';

export type NotificationPackProps = {
  pack: ComplianceNotification;
  saving?: boolean;
  saveError?: string;
  saved?: boolean;
  onSave: (input: ComplianceNotificationInput) => void;
};

type Form = {
  databaseCountry: string;
  processingStartedOn: string;
  hostCountries: Record<string, string>;
  filedOn: string;
  registryNumber: string;
  crossBorderNoticeFiledOn: string;
};

const formOf = (pack: ComplianceNotification): Form => ({
  databaseCountry: pack.database_country ?? '',
  processingStartedOn: pack.processing_started_on ?? '',
  hostCountries: Object.fromEntries(pack.host_countries.map(({ host, country }) => [host, country ?? ''])),
  filedOn: pack.filing?.filed_on ?? '',
  registryNumber: pack.filing?.registry_number ?? '',
  crossBorderNoticeFiledOn: pack.cross_border_notice_filed_on ?? '',
});

const inputOf = (form: Form): ComplianceNotificationInput => ({
  database_country: form.databaseCountry.trim() || null,
  processing_started_on: form.processingStartedOn || null,
  host_countries: Object.entries(form.hostCountries)
    .filter(([, country]) => country.trim() !== '')
    .map(([host, country]) => ({ host, country: country.trim() })),
  filing: form.filedOn && form.registryNumber.trim() ? { filed_on: form.filedOn, registry_number: form.registryNumber.trim() } : null,
  cross_border_notice_filed_on: form.crossBorderNoticeFiledOn || null,
});

/** Only the notification's text is printed: the rest of the page is hidden on paper. */
const printOnlyText = (
  <GlobalStyles
    styles={{
      '@media print': {
        'body *': { visibility: 'hidden' },
        '.notification-text, .notification-text *': { visibility: 'visible' },
        '.notification-text': { position: 'absolute', top: 0, left: 0, right: 0, border: 'none', background: 'none' },
      },
    }}
  />
);

function ChangedSinceFiling({ pack }: { pack: ComplianceNotification }) {
  if (!pack.changed_since_filing) return null;
  const { added_processors, removed_processors, added_categories, removed_categories } = pack.changes;
  const names = (ids: string[]) => ids.map((id) => pack.processors.find((processor) => processor.id === id)?.name ?? id).join(', ');
  return (
    <Alert color="warning" variant="soft" role="status">
      <div>
        <Typography level="title-sm">После подачи уведомления изменились сведения — подайте уведомление об изменениях.</Typography>
        {added_processors.length > 0 && <Typography level="body-sm">Новые обработчики: {names(added_processors)}.</Typography>}
        {removed_processors.length > 0 && <Typography level="body-sm">Больше не используются: {removed_processors.join(', ')}.</Typography>}
        {added_categories.length > 0 && <Typography level="body-sm">Новые категории данных: {added_categories.join(', ')}.</Typography>}
        {removed_categories.length > 0 && <Typography level="body-sm">Убраны категории: {removed_categories.join(', ')}.</Typography>}
      </div>
    </Alert>
  );
}

function PackText({ text }: { text: string }) {
  const [copied, setCopied] = useState(false);
  const copy = async () => {
    await navigator.clipboard.writeText(text);
    setCopied(true);
  };
  return (
    <Stack spacing={1}>
      {printOnlyText}
      <Stack direction="row" spacing={1} alignItems="center">
        <Typography level="title-md" sx={{ flex: 1 }}>
          Текст для формы Роскомнадзора
        </Typography>
        <Button size="sm" variant="outlined" onClick={() => void copy()}>
          {copied ? 'Скопировано' : 'Скопировать текст'}
        </Button>
        <Button size="sm" variant="plain" onClick={() => window.print()}>
          Распечатать
        </Button>
      </Stack>
      <Box
        component="pre"
        className="notification-text"
        aria-label="Текст уведомления"
        sx={{ m: 0, p: 2, borderRadius: 'sm', border: '1px solid', borderColor: 'neutral.outlinedBorder', bgcolor: 'background.level1', whiteSpace: 'pre-wrap', overflowWrap: 'anywhere', fontSize: 'sm', fontFamily: 'code' }}
      >
        {text}
      </Box>
    </Stack>
  );
}

/** «Практика» → «Уведомление Роскомнадзора»: the pack filled from the configuration, what she states, her filing and the text to copy. */
export function NotificationPack({ pack, saving = false, saveError, saved = false, onSave }: NotificationPackProps) {
  const [form, setForm] = useState<Form>(() => formOf(pack));
  const set = (field: Exclude<keyof Form, 'hostCountries'>) => (event: { target: { value: string } }) => setForm((current) => ({ ...current, [field]: event.target.value }));
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSave(inputOf(form));
  };
  return (
    <Stack spacing={3} sx={{ maxWidth: 1000 }}>
      <Typography level="h3" component="h2">
        Уведомление Роскомнадзора
      </Typography>
      <Alert color="neutral" variant="soft">
        {templateNote} Уведомление подаётся до начала обработки и заново при изменении сведений.
      </Alert>
      <ChangedSinceFiling pack={pack} />
      {pack.filing === null && (
        <Alert color="warning" variant="soft" role="status">
          Подача уведомления ещё не отмечена: подайте его и укажите дату и номер ниже.
        </Alert>
      )}

      <Stack spacing={1}>
        <Typography level="title-md">Обработчики и где они находятся</Typography>
        <ResponsiveTable
          label="Обработчики персональных данных"
          rows={pack.processors}
          rowKey={(processor) => processor.id}
          empty="Внешние сервисы не подключены: данные остаются на сервере сайта."
          columns={[
            { header: 'Сервис', cell: (processor) => processor.name, bareInCard: true, width: '28%' },
            { header: 'Зачем', cell: (processor) => processor.purpose },
            { header: 'Страна', cell: (processor) => processor.country ?? 'не указана', width: '18%' },
            { header: 'За границу', cell: (processor) => crossBorderLabels[processor.cross_border], width: '12%' },
          ]}
        />
      </Stack>

      <Stack component="form" noValidate aria-label="Сведения и подача" spacing={2} onSubmit={submit}>
        <Typography level="title-md">Что знаете только вы</Typography>
        <Stack direction={{ xs: 'column', md: 'row' }} spacing={2}>
          <FormControl sx={{ flex: 1 }}>
            <FormLabel>Страна сервера с базой данных</FormLabel>
            <Input value={form.databaseCountry} onChange={set('databaseCountry')} placeholder="Россия" />
            <FormHelperText>Где физически стоит сервер сайта (у хостинга).</FormHelperText>
          </FormControl>
          <FormControl sx={{ flex: 1 }}>
            <FormLabel>Дата начала обработки</FormLabel>
            <Input type="date" value={form.processingStartedOn} onChange={set('processingStartedOn')} />
          </FormControl>
        </Stack>
        {pack.host_countries.map(({ host }) => (
          <FormControl key={host}>
            <FormLabel>Страна сервера {host}</FormLabel>
            <Input
              value={form.hostCountries[host] ?? ''}
              placeholder="не указана"
              onChange={(event) => setForm((current) => ({ ...current, hostCountries: { ...current.hostCountries, [host]: event.target.value } }))}
            />
          </FormControl>
        ))}
        <Stack direction={{ xs: 'column', md: 'row' }} spacing={2}>
          <FormControl sx={{ flex: 1 }}>
            <FormLabel>Дата подачи уведомления</FormLabel>
            <Input type="date" value={form.filedOn} onChange={set('filedOn')} />
          </FormControl>
          <FormControl sx={{ flex: 1 }}>
            <FormLabel>Регистрационный номер в реестре операторов</FormLabel>
            <Input value={form.registryNumber} onChange={set('registryNumber')} placeholder="77-26-000000" />
          </FormControl>
          <FormControl sx={{ flex: 1 }}>
            <FormLabel>Дата уведомления о трансграничной передаче</FormLabel>
            <Input type="date" value={form.crossBorderNoticeFiledOn} onChange={set('crossBorderNoticeFiledOn')} />
            <FormHelperText>Нужно, если данные уходят за границу.</FormHelperText>
          </FormControl>
        </Stack>
        {saveError && <Alert color="danger">{saveError}</Alert>}
        {saved && !saveError && <Alert color="success">Сохранено.</Alert>}
        <Box>
          <Button type="submit" loading={saving}>
            Сохранить сведения
          </Button>
        </Box>
      </Stack>

      <PackText text={pack.text} />
    </Stack>
  );
}
