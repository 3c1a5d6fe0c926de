import Card from '@mui/joy/Card';
import Grid from '@mui/joy/Grid';
import Typography from '@mui/joy/Typography';
import { CheckCircleIcon } from '../../../components/icons/icons';

export type StatementCardsProps = {
  items: readonly string[];
  /** Pain points are neutral; outcomes are marked with a tick. */
  tone: 'pain' | 'outcome';
};

/** Short statements in a grid: the pain points and the outcomes (spec 2.6 item 3). */
export function StatementCards({ items, tone }: StatementCardsProps) {
  return (
    <Grid container spacing={2} component="ul" sx={{ listStyle: 'none', p: 0 }}>
      {items.map((item) => (
        <Grid key={item} xs={12} sm={6} md={4} component="li">
          <Card
            variant={tone === 'outcome' ? 'soft' : 'outlined'}
            color={tone === 'outcome' ? 'primary' : 'neutral'}
            orientation="horizontal"
            sx={{ height: '100%', alignItems: 'flex-start', gap: 1.5, bgcolor: tone === 'pain' ? 'background.surface' : undefined }}
          >
            {tone === 'outcome' ? (
              <CheckCircleIcon color="primary" sx={{ flexShrink: 0, mt: '2px' }} aria-hidden />
            ) : (
              <Typography aria-hidden level="title-lg" color="primary" sx={{ lineHeight: 1.2 }}>
                —
              </Typography>
            )}
            <Typography level="body-lg">{item}</Typography>
          </Card>
        </Grid>
      ))}
    </Grid>
  );
}
