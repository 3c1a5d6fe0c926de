import Card from '@mui/joy/Card';
import Link from '@mui/joy/Link';
import Stack from '@mui/joy/Stack';
import Typography from '@mui/joy/Typography';
import { Link as RouterLink } from 'react-router';
import type { HomeworkSummary } from '../../../api/generated/model';
import { paths } from '../../../config/paths';
import { formatSessionDateTime, useClientTimeZone } from '../../../lib/client-time';
import { HomeworkStateChip } from './homework-state-chip';

/** Her assignments, the newest first: each with its title (a link to it), its due moment on her clock and its state. */
export function CabinetHomeworkList({ homework }: { homework: readonly HomeworkSummary[] }) {
  const zone = useClientTimeZone();
  if (homework.length === 0) return <Typography level="body-md">Коуч пока не давал заданий. Когда задание появится, мы напишем вам на почту.</Typography>;
  return (
    <Stack component="ul" spacing={1.5} sx={{ listStyle: 'none', p: 0, m: 0 }}>
      {homework.map((item) => (
        <Card key={item.id} component="li" variant="outlined" sx={{ minWidth: 0 }}>
          <Stack direction="row" useFlexGap spacing={1} sx={{ justifyContent: 'space-between', alignItems: 'flex-start', flexWrap: 'wrap' }}>
            <Link component={RouterLink} to={`${paths.cabinetHomework}/${item.id}`} level="title-md" overlay sx={{ overflowWrap: 'anywhere' }}>
              {item.title}
            </Link>
            <HomeworkStateChip homework={item} />
          </Stack>
          <Typography level="body-sm">Срок: {formatSessionDateTime(item.due_at, zone)}</Typography>
        </Card>
      ))}
    </Stack>
  );
}
