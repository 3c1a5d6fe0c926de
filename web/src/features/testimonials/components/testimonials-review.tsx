import Alert from '@mui/joy/Alert';
import Button from '@mui/joy/Button';
import Card from '@mui/joy/Card';
import Chip from '@mui/joy/Chip';
import Stack from '@mui/joy/Stack';
import Typography from '@mui/joy/Typography';
import type { CoachTestimonial } from '../../../api/generated/model';
import { LoadState } from '../../../components/load-state/load-state';
import { errorText } from '../../../lib/api-error';
import { useApproveTestimonial, useCoachTestimonials, useHideTestimonial } from '../api/testimonial-queries';

function TestimonialItem({ testimonial }: { testimonial: CoachTestimonial }) {
  const approve = useApproveTestimonial();
  const hide = useHideTestimonial();
  const failure = approve.isError ? approve.error : hide.isError ? hide.error : null;
  return (
    <Card variant="outlined" component="li" sx={{ gap: 1 }}>
      <Stack direction="row" gap={1} alignItems="center" flexWrap="wrap">
        <Typography level="title-md" sx={{ mr: 'auto' }}>
          {testimonial.author}
        </Typography>
        {testimonial.approved ? (
          <Chip color="success">На сайте</Chip>
        ) : testimonial.publication_consent ? (
          <Chip color="warning">Ждёт одобрения</Chip>
        ) : (
          <Chip color="neutral">Личный: без согласия на публикацию</Chip>
        )}
      </Stack>
      <Typography component="blockquote" sx={{ m: 0, whiteSpace: 'pre-line' }}>
        «{testimonial.text}»
      </Typography>
      <Typography level="body-sm">
        {testimonial.client ? `${testimonial.client} · ` : ''}
        {new Date(testimonial.written_at).toLocaleDateString('ru-RU', { day: 'numeric', month: 'long', year: 'numeric' })}
      </Typography>
      {testimonial.publication_consent && (
        <Stack direction="row" gap={1}>
          {testimonial.approved ? (
            <Button size="sm" variant="outlined" color="neutral" loading={hide.isPending} onClick={() => hide.mutate({ userId: testimonial.user_id })}>
              Скрыть с сайта
            </Button>
          ) : (
            <Button size="sm" loading={approve.isPending} onClick={() => approve.mutate({ userId: testimonial.user_id })}>
              Показать на сайте
            </Button>
          )}
        </Stack>
      )}
      {failure && <Alert color="danger">{errorText(failure)}</Alert>}
    </Card>
  );
}

/** «Отзывы» in «Клиенты»: every client's testimonial; one with the consent to publish can be shown on the landing or hidden. */
export function TestimonialsReview() {
  const testimonials = useCoachTestimonials();
  return (
    <Stack component="section" spacing={2} aria-labelledby="testimonials-title">
      <Typography id="testimonials-title" level="h2" sx={{ fontSize: 'xl' }}>
        Отзывы
      </Typography>
      <LoadState data={testimonials.data} failed={testimonials.isError} what="отзывы" onRetry={() => void testimonials.refetch()}>
        {(loaded) =>
          loaded.length === 0 ? (
            <Typography level="body-md">Отзывов пока нет. Клиент получает приглашение написать отзыв после первой проведённой сессии.</Typography>
          ) : (
            <Stack component="ul" spacing={1.5} sx={{ listStyle: 'none', p: 0, m: 0 }}>
              {loaded.map((testimonial) => (
                <TestimonialItem key={testimonial.user_id} testimonial={testimonial} />
              ))}
            </Stack>
          )
        }
      </LoadState>
    </Stack>
  );
}
