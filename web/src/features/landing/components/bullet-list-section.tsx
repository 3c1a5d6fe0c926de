import Card from '@mui/joy/Card';
import Grid from '@mui/joy/Grid';
import Typography from '@mui/joy/Typography';

/** A grid of short statements: the pain points and the outcomes share this shape. */
export function BulletCards({ items, accent }: { items: readonly string[]; accent: 'neutral' | 'primary' }) {
  return (
    <Grid container spacing={2} component="ul" sx={{ listStyle: 'none', p: 0, m: 0 }}>
      {items.map((item) => (
        <Grid key={item} xs={12} sm={6} component="li">
          <Card variant="soft" color={accent} sx={{ height: '100%' }}>
            <Typography level="body-lg">{item}</Typography>
          </Card>
        </Grid>
      ))}
    </Grid>
  );
}
