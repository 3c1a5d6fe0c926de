import Grid from '@mui/joy/Grid';
import { reviews as staticReviews, type Review } from '../content/landing-copy';
import { ReviewCard } from './review-card';

/** The four static testimonials, two per row from the md breakpoint (spec 2.6 item 7). */
export function ReviewsSection({ reviews = staticReviews }: { reviews?: readonly Review[] }) {
  return (
    <Grid container spacing={2} component="ul" sx={{ listStyle: 'none', p: 0 }}>
      {reviews.map((review) => (
        <Grid key={review.name} xs={12} md={6} component="li">
          <ReviewCard review={review} />
        </Grid>
      ))}
    </Grid>
  );
}
