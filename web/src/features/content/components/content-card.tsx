import AspectRatio from '@mui/joy/AspectRatio';
import Button from '@mui/joy/Button';
import Card from '@mui/joy/Card';
import Chip from '@mui/joy/Chip';
import Link from '@mui/joy/Link';
import Stack from '@mui/joy/Stack';
import Typography from '@mui/joy/Typography';
import { type ReactNode, useId } from 'react';
import type { FileRef } from '../../../api/generated/model';
import { DeleteIcon } from '../../../components/icons/icons';
import { formatMoscowDateTime } from '../../consultations/utils/moscow-time';
import { contentImageSrc } from '../../../lib/content-image';

export type ContentCardProps = {
  title: string;
  /** Spec 2.9: green once sent (published, mailed), light blue before. */
  sent: boolean;
  statusLabel: string;
  /** «Публикация», «Время рассылки». */
  timeLabel: string;
  /** UTC ISO; shown on a Moscow clock. */
  date: string;
  image?: FileRef | null;
  /** The item in the accusative for button names: «статью», «рассылку». */
  itemName: string;
  /** The whole card opens the edit dialog. */
  onEdit?: () => void;
  onDelete?: () => void;
  /** The description. */
  children: ReactNode;
};

/** A card of the article and newsletter screens (spec 2.9). */
export function ContentCard({ title, sent, statusLabel, timeLabel, date, image, itemName, onEdit, onDelete, children }: ContentCardProps) {
  const titleId = useId();
  const when = formatMoscowDateTime(date);

  return (
    <Card
      component="article"
      aria-labelledby={titleId}
      variant="soft"
      color={sent ? 'success' : 'primary'}
      sx={{
        gap: 1.5,
        ...(onEdit && {
          transition: 'box-shadow 0.15s',
          '&:hover, &:focus-within': { boxShadow: 'md' },
        }),
      }}
    >
      <Stack direction={{ xs: 'column', sm: 'row' }} gap={2} alignItems="flex-start">
        {image ? (
          <AspectRatio ratio="4/3" objectFit="cover" sx={{ width: { xs: '100%', sm: 160 }, flexShrink: 0, borderRadius: 'sm' }}>
            <img src={contentImageSrc(image)} alt="" loading="lazy" />
          </AspectRatio>
        ) : null}
        <Stack gap={1} sx={{ flex: 1, minWidth: 0 }}>
          <Stack direction="row" gap={1} alignItems="flex-start" justifyContent="space-between" flexWrap="wrap">
            <Typography id={titleId} level="title-lg" component="h2" sx={{ overflowWrap: 'anywhere', flex: '1 1 240px' }}>
              {onEdit ? (
                <Link
                  component="button"
                  overlay
                  underline="none"
                  textColor="inherit"
                  aria-label={`Редактировать ${itemName} «${title}»`}
                  onClick={onEdit}
                  sx={{ textAlign: 'left', font: 'inherit' }}
                >
                  {title}
                </Link>
              ) : (
                title
              )}
            </Typography>
            <Chip size="sm" variant="solid" color={sent ? 'success' : 'primary'}>
              {statusLabel}
            </Chip>
          </Stack>
          <Typography level="body-sm" textColor="text.secondary" sx={{ fontVariantNumeric: 'tabular-nums' }}>
            {timeLabel}: <time dateTime={date}>{when}</time> (МСК)
          </Typography>
          {children}
        </Stack>
      </Stack>
      {onDelete ? (
        <Stack direction="row" justifyContent="flex-end">
          <Button
            size="sm"
            variant="plain"
            color="danger"
            startDecorator={<DeleteIcon />}
            aria-label={`Удалить ${itemName} «${title}»`}
            onClick={onDelete}
            // Above the card's edit overlay.
            sx={{ position: 'relative', zIndex: 1 }}
          >
            Удалить
          </Button>
        </Stack>
      ) : null}
    </Card>
  );
}
