import Alert from '@mui/joy/Alert';
import Button from '@mui/joy/Button';
import Checkbox from '@mui/joy/Checkbox';
import FormControl from '@mui/joy/FormControl';
import FormHelperText from '@mui/joy/FormHelperText';
import FormLabel from '@mui/joy/FormLabel';
import Link from '@mui/joy/Link';
import Radio from '@mui/joy/Radio';
import RadioGroup from '@mui/joy/RadioGroup';
import Stack from '@mui/joy/Stack';
import Textarea from '@mui/joy/Textarea';
import Typography from '@mui/joy/Typography';
import { useState, type FormEvent } from 'react';
import { Link as RouterLink } from 'react-router';
import type { Testimonial, TestimonialInput, TestimonialSignature } from '../../../api/generated/model';
import { paths } from '../../../config/paths';

export const testimonialMinLength = 10;
export const testimonialMaxLength = 2000;

const signatureLabels: Record<TestimonialSignature, string> = {
  full: 'Имя из профиля полностью',
  initials: 'Инициалы (например, «А. С.»)',
  anonymous: 'Без имени: «Клиент коуча»',
};

export type TestimonialFormProps = {
  /** Her earlier testimonial, to change it. */
  testimonial?: Testimonial | null;
  saving?: boolean;
  /** The server's refusal (its Russian detail). */
  saveError?: string;
  onSubmit: (input: TestimonialInput) => void;
};

/**
 * The testimonial: its text, how her name is shown, and the consent to publish it — a separate box,
 * unchecked until she ticks it; without it the coach reads the testimonial privately.
 */
export function TestimonialForm({ testimonial, saving = false, saveError, onSubmit }: TestimonialFormProps) {
  const [text, setText] = useState(testimonial?.text ?? '');
  const [signature, setSignature] = useState<TestimonialSignature>(testimonial?.signature ?? 'initials');
  const [consent, setConsent] = useState(testimonial?.publication_consent ?? false);
  const [error, setError] = useState<string | null>(null);
  const length = text.trim().length;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (length < testimonialMinLength) {
      setError(`Напишите хотя бы ${testimonialMinLength} символов.`);
      return;
    }
    onSubmit({ text: text.trim(), signature, publication_consent: consent });
  };

  return (
    <Stack component="form" spacing={2.5} onSubmit={submit} noValidate aria-label="Отзыв">
      <FormControl required error={error !== null}>
        <FormLabel>Ваш отзыв</FormLabel>
        <Textarea
          minRows={5}
          value={text}
          onChange={(event) => {
            setText(event.target.value);
            setError(null);
          }}
          slotProps={{ textarea: { maxLength: testimonialMaxLength } }}
        />
        <FormHelperText>{error ?? `${length} из ${testimonialMaxLength} символов, не меньше ${testimonialMinLength}.`}</FormHelperText>
      </FormControl>
      <FormControl>
        <FormLabel id="testimonial-signature-label">Как подписать отзыв на сайте</FormLabel>
        <RadioGroup aria-labelledby="testimonial-signature-label" value={signature} onChange={(event) => setSignature(event.target.value as TestimonialSignature)}>
          {(Object.keys(signatureLabels) as TestimonialSignature[]).map((value) => (
            <Radio key={value} value={value} label={signatureLabels[value]} />
          ))}
        </RadioGroup>
      </FormControl>
      <Stack spacing={0.5}>
        <Checkbox
          id="testimonial-publication-consent"
          checked={consent}
          onChange={(event) => setConsent(event.target.checked)}
          label="Согласен(на) на публикацию отзыва на сайте"
        />
        <Typography level="body-sm" sx={{ pl: 4 }}>
          Подробнее — в{' '}
          <Link component={RouterLink} to={paths.userTestimonialPublication} target="_blank">
            согласии на публикацию отзыва
          </Link>
          . Без него отзыв прочитает только коуч.
        </Typography>
      </Stack>
      {saveError && <Alert color="danger">{saveError}</Alert>}
      <Stack direction="row">
        <Button type="submit" loading={saving}>
          Отправить отзыв
        </Button>
      </Stack>
    </Stack>
  );
}
