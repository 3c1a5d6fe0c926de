import Box from '@mui/joy/Box';
import Card from '@mui/joy/Card';
import CardContent from '@mui/joy/CardContent';
import Link from '@mui/joy/Link';
import Skeleton from '@mui/joy/Skeleton';
import Typography from '@mui/joy/Typography';
import { CatalogIcon } from '../../../components/icons/catalog-icon';
import { priceLabel } from '../../../lib/money';
import type { ServiceCardData } from '../content/service-details';

export type ServiceCardProps = { service: ServiceCardData; onDetails: () => void };

/** A session type: icon, name, description, price and «Узнать подробнее» (spec 2.6 item 4). */
export function ServiceCard({ service, onDetails }: ServiceCardProps) {
  return (
    <Card variant="outlined" sx={{ height: '100%', bgcolor: 'background.surface', gap: 1.5 }}>
      <Box
        sx={{
          width: 56,
          height: 56,
          borderRadius: '50%',
          display: 'grid',
          placeItems: 'center',
          bgcolor: 'primary.softBg',
          color: 'primary.softColor',
          '--Icon-fontSize': '1.75rem',
        }}
      >
        <CatalogIcon name={service.icon} />
      </Box>
      <CardContent sx={{ gap: 1 }}>
        <Typography level="title-lg" component="h3">
          {service.name}
        </Typography>
        <Typography level="body-md">{service.description}</Typography>
      </CardContent>
      <Typography level="h3" component="p">
        {service.amount === undefined ? (
          <Skeleton variant="text" level="h3" sx={{ width: '6ch' }} role="progressbar" aria-label="Цена загружается" />
        ) : (
          priceLabel(service.amount)
        )}
      </Typography>
      <Link
        component="button"
        type="button"
        onClick={onDetails}
        underline="always"
        sx={{ alignSelf: 'flex-start' }}
        aria-label={`Узнать подробнее: ${service.name}`}
      >
        Узнать подробнее
      </Link>
    </Card>
  );
}
