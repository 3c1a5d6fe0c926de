import type { ColorPaletteProp } from '@mui/joy/styles';
import type { HomeworkSummary } from '../../../api/generated/model';

/** Where an assignment is, as both the client and the coach read it: its status, or overdue while it is not handed in. */
export type HomeworkState = HomeworkSummary['status'] | 'overdue';

export const homeworkStateOf = (homework: Pick<HomeworkSummary, 'status' | 'overdue'>): HomeworkState => (homework.overdue ? 'overdue' : homework.status);

export const homeworkStateLabels: Record<HomeworkState, { label: string; color: ColorPaletteProp }> = {
  assigned: { label: 'Новое', color: 'primary' },
  draft: { label: 'Черновик', color: 'warning' },
  submitted: { label: 'Отправлено', color: 'neutral' },
  // Commented on but not yet marked reviewed: the comment is there to read.
  commented: { label: 'Есть комментарий', color: 'success' },
  reviewed: { label: 'Проверено', color: 'success' },
  overdue: { label: 'Просрочено', color: 'danger' },
};

/** Her answers no longer change once she handed them in. */
export const isHandedIn = (homework: Pick<HomeworkSummary, 'status'>): boolean => homework.status !== 'assigned' && homework.status !== 'draft';
