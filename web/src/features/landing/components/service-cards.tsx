import Button from '@mui/joy/Button';
import Grid from '@mui/joy/Grid';
import Stack from '@mui/joy/Stack';
import Typography from '@mui/joy/Typography';
import type { ServiceCardData } from '../content/service-details';
import { ServiceCard } from './service-card';

export type ServiceCardsProps = {
  services: readonly ServiceCardData[];
  onDetails: (index: number) => void;
  /** «Записаться на сессию»: booking happens in the cabinet. */
  onBook: () => void;
};

/** «Индивидуальные решения»: the session types side by side, stacked on phones. */
export function ServiceCards({ services, onDetails, onBook }: ServiceCardsProps) {
  return (
    <Stack gap={3}>
      <Grid container spacing={2} component="ul" sx={{ listStyle: 'none', p: 0 }}>
        {services.map((service, index) => (
          <Grid key={`${index}-${service.name}`} xs={12} md={4} component="li">
            <ServiceCard service={service} onDetails={() => onDetails(index)} />
          </Grid>
        ))}
      </Grid>
      <Stack direction={{ xs: 'column', sm: 'row' }} gap={2} alignItems={{ sm: 'center' }}>
        <Button size="lg" onClick={onBook}>
          Записаться на сессию
        </Button>
        <Typography level="body-sm" textColor="text.secondary">
          Запись и оплата — в личном кабинете: выберите свободный день в календаре.
        </Typography>
      </Stack>
    </Stack>
  );
}
