import Alert from '@mui/joy/Alert';
import Box from '@mui/joy/Box';
import Button from '@mui/joy/Button';
import Card from '@mui/joy/Card';
import Typography from '@mui/joy/Typography';
import { PageLoader } from '../../../components/layout/page-loader';
import { errorText } from '../../../lib/api-error';
import { useMyTestimonial, useWithdrawTestimonialConsent, useWriteTestimonial } from '../api/testimonial-queries';
import { TestimonialForm } from './testimonial-form';

/** «Отзыв» in the cabinet: the form (her earlier text to change), and the withdrawal of the publication consent. */
export function TestimonialArea() {
  const mine = useMyTestimonial();
  const write = useWriteTestimonial();
  const withdraw = useWithdrawTestimonialConsent();
  if (!mine.data) return mine.isError ? <Alert color="danger">{errorText(mine.error)}</Alert> : <PageLoader />;
  const testimonial = mine.data.testimonial;
  return (
    <Box sx={{ maxWidth: 720, mx: 'auto', px: 2, pt: { xs: 2, md: 4 } }}>
      <Card variant="outlined" component="section" aria-labelledby="testimonial-title">
        <Typography id="testimonial-title" level="h1" sx={{ fontSize: 'xl2' }}>
          Отзыв о сессиях
        </Typography>
        <Typography level="body-md">Расскажите, что изменилось после наших встреч. Отзыв увидит коуч; на сайте он появится, только если вы дадите отдельное согласие.</Typography>
        {write.isSuccess && <Alert color="success">Спасибо! Отзыв отправлен коучу.</Alert>}
        {testimonial?.approved && <Alert color="primary">Отзыв опубликован на сайте.</Alert>}
        {withdraw.isSuccess && !testimonial?.publication_consent && <Alert color="neutral">Согласие отозвано: отзыв снят с сайта и остаётся у коуча как личный.</Alert>}
        <TestimonialForm
          key={testimonial ? `${testimonial.written_at}-${String(testimonial.publication_consent)}` : 'new'}
          testimonial={testimonial}
          saving={write.isPending}
          saveError={write.isError ? errorText(write.error) : undefined}
          onSubmit={(input) => write.mutate({ data: input })}
        />
        {testimonial?.publication_consent && (
          <Box>
            <Button variant="outlined" color="neutral" loading={withdraw.isPending} onClick={() => withdraw.mutate()}>
              Отозвать согласие на публикацию
            </Button>
            {withdraw.isError && <Alert color="danger">{errorText(withdraw.error)}</Alert>}
          </Box>
        )}
      </Card>
    </Box>
  );
}
