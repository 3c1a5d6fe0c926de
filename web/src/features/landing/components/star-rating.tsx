import Box from '@mui/joy/Box';
import { StarBorderIcon, StarHalfIcon, StarIcon } from '../../../components/icons/icons';

const STARS = 5;

/** «4,5»: the rating as it is read aloud in Russian. */
export const ratingText = (rating: number) => String(rating).replace('.', ',');

/** Five stars filled to the rating (halves included), announced as one image: «Оценка 4,5 из 5». */
export function StarRating({ rating }: { rating: number }) {
  const stars = Array.from({ length: STARS }, (_, index) => {
    const filled = rating - index;
    if (filled >= 1) return StarIcon;
    return filled >= 0.5 ? StarHalfIcon : StarBorderIcon;
  });
  return (
    <Box role="img" aria-label={`Оценка ${ratingText(rating)} из ${STARS}`} sx={{ display: 'inline-flex', '--Icon-fontSize': '1.25rem' }}>
      {stars.map((Star, index) => (
        <Star key={index} aria-hidden sx={{ color: 'warning.400' }} />
      ))}
    </Box>
  );
}
