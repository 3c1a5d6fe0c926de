import Button from '@mui/joy/Button';
import { useState } from 'react';
import { Link as RouterLink, useNavigate } from 'react-router';
import type { ConsultationType } from '../../../api/generated/model';
import { paths } from '../../../config/paths';
import { placeholderServices, serviceDetails } from '../content/service-details';
import { ServiceCards } from './service-cards';
import { onDemand } from '../../../lib/on-demand';

/** The details of a session load when a visitor opens them. */
const ServiceDetailsDialog = onDemand(() => import('./service-details-dialog').then((module) => module.ServiceDetailsDialog));

/** The session types from the catalogue, with placeholders until it answers (spec 2.6 item 4, 9). */
export function ServicesSection({ types }: { types: readonly ConsultationType[] | undefined }) {
  const navigate = useNavigate();
  const [open, setOpen] = useState<number | null>(null);
  const services: readonly (ConsultationType | (typeof placeholderServices)[number])[] = types?.length ? types : placeholderServices;
  const chosen = open === null ? undefined : services[open];
  const book = () => void navigate(paths.cabinet);
  return (
    <>
      <ServiceCards services={services} onDetails={setOpen} onBook={book} />
      <Button component={RouterLink} to={paths.gift} variant="outlined" sx={{ mt: 3, alignSelf: 'center', display: 'flex', width: 'fit-content', mx: 'auto' }}>
        Подарить сессию
      </Button>
      {chosen && open !== null && (
        <ServiceDetailsDialog service={chosen} details={serviceDetails[open]} onClose={() => setOpen(null)} onBook={book} />
      )}
    </>
  );
}
