import Avatar from '@mui/joy/Avatar';
import Card from '@mui/joy/Card';
import Grid from '@mui/joy/Grid';
import Stack from '@mui/joy/Stack';
import Typography from '@mui/joy/Typography';
import { reviews } from '../content/landing-copy';

const stars = (rating: number) => '★'.repeat(Math.floor(rating)) + (rating % 1 ? '⯪' : '') + '☆'.repeat(5 - Math.ceil(rating));

/** Four static testimonials with their ratings (spec 2.6 item 7). */
export function ReviewsSection() {
  return (
    <Grid container spacing={2}>
      {reviews.map((review) => (
        <Grid key={review.name} xs={12} md={6}>
          <Card variant="outlined" sx={{ height: '100%', m: 0 }} component="figure">
            <Stack direction="row" spacing={1.5} alignItems="center">
              <Avatar color="primary" variant="solid" aria-hidden>
                {review.initials}
              </Avatar>
              <div>
                <Typography level="title-md">{review.name}</Typography>
                <Typography level="body-sm">{review.profession}</Typography>
              </div>
              <Typography sx={{ ml: 'auto', color: 'warning.500' }} aria-label={`Оценка ${String(review.rating).replace('.', ',')} из 5`} role="img">
                {stars(review.rating)}
              </Typography>
            </Stack>
            <Typography component="blockquote" sx={{ m: 0 }}>
              {review.text}
            </Typography>
            <Typography level="body-sm" color="primary">
              {review.additionalText}
            </Typography>
          </Card>
        </Grid>
      ))}
    </Grid>
  );
}
