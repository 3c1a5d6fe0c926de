import Alert from '@mui/joy/Alert';
import Box from '@mui/joy/Box';
import Button from '@mui/joy/Button';
import Card from '@mui/joy/Card';
import Stack from '@mui/joy/Stack';
import Typography from '@mui/joy/Typography';
import { Link as RouterLink } from 'react-router';
import type { MyTestimonial } from '../../../api/generated/model';
import { paths } from '../../../config/paths';
import { errorText } from '../../../lib/api-error';
import { useMyTestimonial, useWithdrawTestimonialConsent } from '../api/testimonial-queries';

/** Where her testimonial stands, in a word. */
function statusOf(testimonial: NonNullable<MyTestimonial['testimonial']>): string {
  if (testimonial.approved) return 'Опубликован на сайте.';
  if (testimonial.publication_consent) return 'Отправлен коучу, ждёт публикации.';
  return 'Отправлен коучу лично, без публикации на сайте.';
}

type CardProps = { mine: MyTestimonial; withdrawing?: boolean; withdrawError?: string; onWithdraw: () => void };

/**
 * The cabinet home's small card: after her first held session, «Оставить отзыв» leading to the
 * form; once she wrote one, its status and the withdrawal of her consent to publish it.
 */
export function TestimonialCard({ mine, withdrawing = false, withdrawError, onWithdraw }: CardProps) {
  const { testimonial } = mine;
  if (!testimonial && mine.held_session !== true) return null;
  return (
    // The cabinet home's column (cabinet-home.tsx), so the card lines up with the calendar below.
    <Box sx={{ maxWidth: 720, mx: 'auto', px: 2, pt: { xs: 2, md: 4 } }}>
      <Card variant="outlined" component="section" aria-labelledby="cabinet-testimonial-title">
        <Typography id="cabinet-testimonial-title" level="title-lg" component="h2">
          Отзыв о сессиях
        </Typography>
        {testimonial ? (
          <Typography level="body-md">{statusOf(testimonial)}</Typography>
        ) : (
          <Typography level="body-md">Расскажите, что изменилось после наших встреч: отзыв увидит коуч, а на сайте он появится только с вашего согласия.</Typography>
        )}
        <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
          <Button component={RouterLink} to={paths.cabinetTestimonial} variant={testimonial ? 'outlined' : 'solid'}>
            {testimonial ? 'Изменить отзыв' : 'Оставить отзыв'}
          </Button>
          {testimonial?.publication_consent && (
            <Button variant="plain" color="neutral" loading={withdrawing} onClick={onWithdraw}>
              Отозвать согласие
            </Button>
          )}
        </Stack>
        {withdrawError && <Alert color="danger">{withdrawError}</Alert>}
      </Card>
    </Box>
  );
}

/** The card with her testimonial as the server has it. */
export function CabinetTestimonial() {
  const mine = useMyTestimonial();
  const withdraw = useWithdrawTestimonialConsent();
  if (!mine.data) return null;
  return (
    <TestimonialCard
      mine={mine.data}
      withdrawing={withdraw.isPending}
      withdrawError={withdraw.isError ? errorText(withdraw.error) : undefined}
      onWithdraw={() => withdraw.mutate()}
    />
  );
}
