import Avatar from '@mui/joy/Avatar';
import Card from '@mui/joy/Card';
import Grid from '@mui/joy/Grid';
import Stack from '@mui/joy/Stack';
import Typography from '@mui/joy/Typography';
import type { PublishedTestimonial } from '../../../api/generated/model';

const initialsOf = (author: string) =>
  author
    .split(/[\s.]+/)
    .filter((word) => word !== '')
    .slice(0, 2)
    .map((word) => word.charAt(0).toLocaleUpperCase('ru'))
    .join('');

/** The clients' testimonials approved by the coach, two per row from the md breakpoint. */
export function PublishedTestimonials({ testimonials }: { testimonials: readonly PublishedTestimonial[] }) {
  return (
    <Grid container spacing={2} component="ul" sx={{ listStyle: 'none', p: 0 }}>
      {testimonials.map((testimonial) => (
        <Grid key={testimonial.id} xs={12} md={6} component="li">
          <Card variant="outlined" component="figure" sx={{ height: '100%', m: 0, bgcolor: 'background.surface', gap: 1.5 }}>
            <Stack component="figcaption" direction="row" gap={1.5} alignItems="center">
              <Avatar color="primary" variant="soft" size="lg" aria-hidden sx={{ fontWeight: 'lg' }}>
                {initialsOf(testimonial.author)}
              </Avatar>
              <Typography level="title-md">{testimonial.author}</Typography>
            </Stack>
            <Typography component="blockquote" sx={{ m: 0, flex: 1, whiteSpace: 'pre-line' }}>
              «{testimonial.text}»
            </Typography>
          </Card>
        </Grid>
      ))}
    </Grid>
  );
}
