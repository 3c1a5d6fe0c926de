import Box from '@mui/joy/Box';
import Stack from '@mui/joy/Stack';
import Typography from '@mui/joy/Typography';
import { useParams } from 'react-router';
import { LoadState } from '../../../components/load-state/load-state';
import { useMyHomeworkList } from '../api/my-homework';
import { CabinetHomework } from './cabinet-homework';
import { CabinetHomeworkList } from './cabinet-homework-list';

function HomeworkListScreen() {
  const list = useMyHomeworkList();
  return (
    <Stack spacing={2}>
      <Typography level="h2" component="h1">
        Задания
      </Typography>
      <LoadState data={list.data} failed={list.isError} what="задания" onRetry={() => void list.refetch()}>
        {(homework) => <CabinetHomeworkList homework={homework} />}
      </LoadState>
    </Stack>
  );
}

/** «Задания» of the cabinet: /lk/homework lists them, /lk/homework/{id} (the mails' link) opens one. */
export function CabinetHomeworkArea() {
  const { id } = useParams();
  return <Box sx={{ maxWidth: 720, mx: 'auto', p: { xs: 2, md: 3 } }}>{id ? <CabinetHomework id={id} /> : <HomeworkListScreen />}</Box>;
}
