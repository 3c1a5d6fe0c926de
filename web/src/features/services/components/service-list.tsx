import Button from '@mui/joy/Button';
import Card from '@mui/joy/Card';
import Chip from '@mui/joy/Chip';
import Grid from '@mui/joy/Grid';
import Stack from '@mui/joy/Stack';
import Typography from '@mui/joy/Typography';
import type { ConsultationType } from '../../../api/generated/model';
import { CatalogIcon } from '../../../components/icons/catalog-icon';
import { formatRoubles } from '../../../lib/money';

export type ServiceListProps = {
  types: readonly ConsultationType[];
  onEdit: (type: ConsultationType) => void;
};

/** The consultation types as the coach sells them: icon, name, price, on sale or not. */
export function ServiceList({ types, onEdit }: ServiceListProps) {
  if (types.length === 0) return <Typography level="body-md">Видов консультаций пока нет.</Typography>;
  return (
    <Grid component="ul" container spacing={2} sx={{ listStyle: 'none', p: 0, m: 0 }}>
      {types.map((type) => (
        <Grid component="li" key={type.id} xs={12} sm={6} lg={4}>
          <Card variant="outlined" sx={{ height: '100%', opacity: type.on_sale ? 1 : 0.75 }}>
            <Stack direction="row" spacing={1.5} alignItems="center">
              <CatalogIcon name={type.icon} fontSize="xl2" />
              <Typography level="title-lg" component="h3" sx={{ flex: 1, overflowWrap: 'anywhere' }}>
                {type.name}
              </Typography>
            </Stack>
            <Typography level="h4" component="p">
              {formatRoubles(type.amount)}
            </Typography>
            <Typography level="body-sm" sx={{ overflowWrap: 'anywhere' }}>
              {type.description}
            </Typography>
            <Stack direction="row" spacing={1} alignItems="center" justifyContent="space-between" sx={{ mt: 'auto' }}>
              <Chip color={type.on_sale ? 'success' : 'neutral'} variant="soft">
                {type.on_sale ? 'В продаже' : 'Снята с продажи'}
              </Chip>
              <Button variant="outlined" onClick={() => onEdit(type)} aria-label={`Изменить «${type.name}»`}>
                Изменить
              </Button>
            </Stack>
          </Card>
        </Grid>
      ))}
    </Grid>
  );
}
