import Button from '@mui/joy/Button';
import Stack from '@mui/joy/Stack';
import Typography from '@mui/joy/Typography';
import { Link as RouterLink } from 'react-router';
import { useHttpStatus } from '../../lib/http-status';
import { paths } from '../../config/paths';
import { PageMeta } from '../../lib/page-meta';

export type NotFoundPageProps = {
  /** What was not found, e.g. «Статья не найдена»; the page's heading. */
  title?: string;
};

/** An address that leads nowhere: says so in Russian and offers the way back, instead of a silent jump. */
export function NotFoundPage({ title = 'Страница не найдена' }: NotFoundPageProps) {
  useHttpStatus(404);
  return (
    <Stack component="section" alignItems="center" gap={2} sx={{ maxWidth: 640, mx: 'auto', px: 2, py: { xs: 6, md: 10 }, textAlign: 'center' }}>
      <PageMeta title={title} />
      <Typography level="h1">{title}</Typography>
      <Typography level="body-lg">Возможно, адрес набран с ошибкой или страница была перенесена.</Typography>
      <Stack direction={{ xs: 'column', sm: 'row' }} gap={1.5}>
        <Button component={RouterLink} to={paths.landing}>
          На главную
        </Button>
        <Button component={RouterLink} to={paths.blogs} variant="outlined">
          Статьи
        </Button>
      </Stack>
    </Stack>
  );
}
