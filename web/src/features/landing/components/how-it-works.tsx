import Card from '@mui/joy/Card';
import Grid from '@mui/joy/Grid';
import Typography from '@mui/joy/Typography';
import { steps } from '../content/landing-copy';

/** The three-step block (spec 2.6 item 8). */
export function HowItWorks() {
  return (
    <Grid container spacing={2} component="ol" sx={{ listStyle: 'none', p: 0, m: 0 }}>
      {steps.map((step, index) => (
        <Grid key={step.title} xs={12} md={4} component="li">
          <Card variant="soft" sx={{ height: '100%' }}>
            <Typography level="h2" component="p" color="primary" aria-hidden>
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
