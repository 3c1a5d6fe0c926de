import Sheet from '@mui/joy/Sheet';
import Stack from '@mui/joy/Stack';
import Typography from '@mui/joy/Typography';
import { AppModal } from '../../../components/modal/app-modal';
import { priceLabel } from '../../../lib/money';
import type { ServiceCardData, ServiceDetails } from '../content/service-details';

export type ServiceDetailsDialogProps = {
  service: ServiceCardData & { additional?: string };
  /** The landing's own words for this place in the catalogue; a type beyond them shows its description. */
  details: ServiceDetails | undefined;
  onClose: () => void;
  onBook: () => void;
};

function Part({ title, text }: { title: string; text: string }) {
  return (
    <Stack component="section" gap={0.5}>
      <Typography level="title-md" component="h3">
        {title}
      </Typography>
      <Typography>{text}</Typography>
    </Stack>
  );
}

/** «Узнать подробнее»: what happens, format, duration and whom it suits (spec 2.6 item 4). */
export function ServiceDetailsDialog({ service, details, onClose, onBook }: ServiceDetailsDialogProps) {
  return (
    <AppModal open maxWidth={640} title={service.name} onClose={onClose} onSave={onBook} saveLabel="Записаться на сессию" cancelLabel="Закрыть">
      <Stack gap={2}>
        {details ? (
          <>
            <Part title="Что происходит" text={details.whatHappens} />
            <Part title="Формат" text={details.format} />
            <Part title="Длительность" text={details.duration} />
            <Part title="Кому подходит" text={details.suits} />
          </>
        ) : (
          <Typography>{service.description}</Typography>
        )}
        {service.additional && (
          <Sheet variant="soft" color="primary" sx={{ p: 1.5, borderRadius: 'sm' }}>
            <Typography level="body-sm" sx={{ color: 'inherit' }}>
              {service.additional}
            </Typography>
          </Sheet>
        )}
        {service.amount !== undefined && (
          <Typography level="title-lg">
            Стоимость: {priceLabel(service.amount)}
          </Typography>
        )}
      </Stack>
    </AppModal>
  );
}
