import Card from '@mui/joy/Card';
import Grid from '@mui/joy/Grid';
import Typography from '@mui/joy/Typography';
import { howItWorks } from '../content/landing-copy';

/** Заявка → знакомство → работа (spec 2.6 item 8). */
export function HowItWorks() {
  return (
    <Grid container spacing={2} component="ol" sx={{ listStyle: 'none', p: 0 }}>
      {howItWorks.steps.map((step, index) => (
        <Grid key={step.title} xs={12} md={4} component="li">
          <Card variant="soft" sx={{ height: '100%' }}>
            <Typography
              aria-hidden
              level="title-lg"
              sx={{
                width: 40,
                height: 40,
                borderRadius: '50%',
                display: 'grid',
                placeItems: 'center',
                bgcolor: 'primary.solidBg',
                color: 'primary.solidColor',
              }}
            >
              {index + 1}
            </Typography>
            <Typography level="title-lg" component="h3">
              {step.title}
            </Typography>
            <Typography>{step.text}</Typography>
          </Card>
        </Grid>
      ))}
    </Grid>
  );
}
