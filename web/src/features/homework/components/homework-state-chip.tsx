import Chip from '@mui/joy/Chip';
import type { HomeworkSummary } from '../../../api/generated/model';
import { homeworkStateLabels, homeworkStateOf } from '../utils/homework-state';

/** «Новое», «Черновик», «Отправлено», «Есть комментарий», «Проверено» or «Просрочено». */
export function HomeworkStateChip({ homework }: { homework: Pick<HomeworkSummary, 'status' | 'overdue'> }) {
  const { label, color } = homeworkStateLabels[homeworkStateOf(homework)];
  return (
    <Chip size="sm" variant="soft" color={color}>
      {label}
    </Chip>
  );
}
