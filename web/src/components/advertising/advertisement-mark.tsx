import Typography from '@mui/joy/Typography';
import type { Advertisement } from '../../api/generated/model';
import { advertisementLine } from './advertisement';

/** «Реклама. Рекламодатель: …. erid: …» above marked content on the site. */
export function AdvertisementMark({ advertisement }: { advertisement: Advertisement }) {
  return (
    <Typography level="body-sm" textColor="text.secondary" data-advertisement-mark>
      {advertisementLine(advertisement)}
    </Typography>
  );
}
