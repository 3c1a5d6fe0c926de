import Alert from '@mui/joy/Alert';
import Button from '@mui/joy/Button';
import Card from '@mui/joy/Card';
import Checkbox from '@mui/joy/Checkbox';
import FormControl from '@mui/joy/FormControl';
import FormHelperText from '@mui/joy/FormHelperText';
import FormLabel from '@mui/joy/FormLabel';
import Input from '@mui/joy/Input';
import Stack from '@mui/joy/Stack';
import Typography from '@mui/joy/Typography';
import { useState, type FormEvent } from 'react';
import type { WelcomeSeries, WelcomeSeriesInput } from '../../../api/generated/model';
import { RichTextField } from '../../../components/rich-text/rich-text-field';
import { AdvertisementFields } from '../../../components/advertising/advertisement-fields';
import { emptyLetterDraft, letterDraftOf, letterErrors, lettersInput, type WelcomeLetterDraft } from '../utils/welcome-letter-drafts';

export type WelcomeSeriesEditorProps = {
  series: WelcomeSeries;
  saving?: boolean;
  saved?: boolean;
  saveError?: string;
  onSave: (input: WelcomeSeriesInput) => void;
};

/** Who gets the letters of each series. */
function audienceOf(series: WelcomeSeries): string {
  switch (series.trigger ?? 'guide') {
    case 'guide':
      return `Письма получают те, кто скачал гид «${series.guide_name}» и согласился на рассылку`;
    case 'first_purchase':
      return 'Письма получают клиенты после первой оплаченной покупки (один раз, не после следующих)';
    case 'first_session':
      return 'Письма получают клиенты после первой проведённой сессии (когда вы отметили её как состоявшуюся)';
  }
}

/**
 * «Приветственная серия»: the letters of one series (after the free guide, a first purchase or a first
 * session), each with its day after the start (the first at once), written in the newsletter's
 * editor; whether the series is on and, for the guide's, whether a purchase ends it; how many got each letter.
 */
export function WelcomeSeriesEditor({ series, saving = false, saved = false, saveError, onSave }: WelcomeSeriesEditorProps) {
  const isGuide = (series.trigger ?? 'guide') === 'guide';
  const [drafts, setDrafts] = useState<WelcomeLetterDraft[]>(() => series.letters.map(letterDraftOf));
  const [enabled, setEnabled] = useState(series.enabled);
  const [stopOnPurchase, setStopOnPurchase] = useState(series.stop_on_purchase);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [formError, setFormError] = useState<string>();
  const [dirty, setDirty] = useState(false);

  const update = (next: WelcomeLetterDraft[]) => {
    setDrafts(next);
    setDirty(true);
  };
  const change = (key: string, patch: Partial<WelcomeLetterDraft>) => update(drafts.map((draft) => (draft.key === key ? { ...draft, ...patch } : draft)));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found = letterErrors(drafts);
    setErrors(found);
    const noLetters = enabled && drafts.length === 0 ? 'Добавьте хотя бы одно письмо, чтобы включить серию.' : undefined;
    setFormError(noLetters);
    if (Object.keys(found).length > 0 || noLetters) return;
    setDirty(false);
    onSave({ enabled, stop_on_purchase: isGuide && stopOnPurchase, letters: lettersInput(drafts) });
  };

  return (
    <Stack component="form" spacing={2} onSubmit={submit} noValidate aria-labelledby="welcome-series-title">
      <Typography id="welcome-series-title" level="h3" component="h2">
        Приветственная серия писем
      </Typography>
      <Typography level="body-md">
        {audienceOf(series)}: первое — сразу, следующие — в свой день после начала. В каждом письме есть ссылка, чтобы отписаться от серии.
      </Typography>
      {!isGuide && (
        <Typography level="body-sm">
          Это рекламные письма: серия начнётся только у тех, кто согласился на рассылку, а перед каждым письмом согласие проверяется снова.
        </Typography>
      )}
      <Checkbox
        label="Серия включена"
        checked={enabled}
        onChange={(event) => {
          setEnabled(event.target.checked);
          setDirty(true);
        }}
      />
      {isGuide && (
        <Checkbox
          label="Покупка останавливает серию"
          checked={stopOnPurchase}
          onChange={(event) => {
            setStopOnPurchase(event.target.checked);
            setDirty(true);
          }}
        />
      )}
      {drafts.map((draft, index) => (
        <Card key={draft.key} variant="outlined" role="group" aria-label={`Письмо ${index + 1}`}>
          <Stack spacing={1.5}>
            <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
              <FormControl required sx={{ flex: 1 }} error={Boolean(errors[draft.key])}>
                <FormLabel>Тема письма {index + 1}</FormLabel>
                <Input value={draft.subject} onChange={(event) => change(draft.key, { subject: event.target.value })} slotProps={{ input: { maxLength: 200 } }} />
              </FormControl>
              <FormControl sx={{ width: { sm: 180 } }}>
                <FormLabel>День после начала</FormLabel>
                <Input
                  type="number"
                  value={draft.delayDays}
                  disabled={index === 0}
                  onChange={(event) => change(draft.key, { delayDays: event.target.value })}
                  slotProps={{ input: { min: 0, max: 365, 'aria-label': `День письма ${index + 1}` } }}
                />
              </FormControl>
            </Stack>
            <RichTextField
              id={`welcome-letter-${draft.key}`}
              label={`Текст письма ${index + 1}`}
              initialHtml={draft.html}
              textLength={draft.textLength}
              onChange={(value) => change(draft.key, { html: value.html, textLength: value.text.trim().length })}
            />
            <AdvertisementFields id={`welcome-letter-ad-${draft.key}`} value={draft.advertisement} onChange={(value) => change(draft.key, { advertisement: value })} />
            {errors[draft.key] && <FormHelperText sx={{ color: 'danger.plainColor' }}>{errors[draft.key]}</FormHelperText>}
            <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
              <Typography level="body-sm">{draft.id ? `Получили: ${draft.sent}` : 'Новое письмо'}</Typography>
              <Button size="sm" variant="plain" color="danger" onClick={() => update(drafts.filter((other) => other.key !== draft.key))} aria-label={`Удалить письмо ${index + 1}`}>
                Удалить
              </Button>
            </Stack>
          </Stack>
        </Card>
      ))}
      <Button variant="outlined" sx={{ alignSelf: 'flex-start' }} onClick={() => update([...drafts, emptyLetterDraft(drafts.at(-1))])} disabled={drafts.length >= 20}>
        Добавить письмо
      </Button>
      {formError && <Alert color="danger">{formError}</Alert>}
      {saveError && <Alert color="danger">{saveError}</Alert>}
      {saved && !saveError && !dirty && <Alert color="success">Серия сохранена.</Alert>}
      <Button type="submit" loading={saving} sx={{ alignSelf: 'flex-start' }}>
        Сохранить серию
      </Button>
    </Stack>
  );
}
