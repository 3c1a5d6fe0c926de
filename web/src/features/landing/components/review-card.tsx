import Avatar from '@mui/joy/Avatar';
import Card from '@mui/joy/Card';
import Stack from '@mui/joy/Stack';
import Typography from '@mui/joy/Typography';
import type { Review } from '../content/landing-copy';
import { StarRating } from './star-rating';

/**
 * One testimonial: who, the rating, their words and what they chose (spec 2.6 item 7). A `figure`
 * whose caption (who and how they rated) is its first child, as HTML requires of a `figcaption`.
 */
export function ReviewCard({ review }: { review: Review }) {
  return (
    <Card variant="outlined" component="figure" sx={{ height: '100%', m: 0, bgcolor: 'background.surface', gap: 1.5 }}>
      <Stack component="figcaption" direction="row" gap={1.5} alignItems="center" flexWrap="wrap">
        <Avatar color={review.avatarColor} variant="soft" size="lg" aria-hidden sx={{ fontWeight: 'lg' }}>
          {review.initials}
        </Avatar>
        <Stack sx={{ mr: 'auto' }}>
          <Typography level="title-md">{review.name}</Typography>
          <Typography level="body-sm">{review.profession}</Typography>
        </Stack>
        <StarRating rating={review.rating} />
      </Stack>
      <Typography component="blockquote" sx={{ m: 0, flex: 1 }}>
        «{review.text}»
      </Typography>
      <Typography level="title-sm" color="primary">
        {review.additionalText}
      </Typography>
    </Card>
  );
}
