import Alert from '@mui/joy/Alert';
import Button from '@mui/joy/Button';
import Divider from '@mui/joy/Divider';
import Sheet from '@mui/joy/Sheet';
import Stack from '@mui/joy/Stack';
import Typography from '@mui/joy/Typography';
import { useId, useState, type ReactNode } from 'react';
import type { Schedule, SchedulePlan } from '../../../api/generated/model';
import { draftOf, planOf, savedPlan, type ScheduleDraft } from '../utils/schedule-draft';
import { BookingRulesFields } from './booking-rules-fields';
import { ExceptionsEditor } from './exceptions-editor';
import { LeaveWarning } from './leave-warning';
import { WeeklyPlanEditor } from './weekly-plan-editor';

export type ScheduleEditorProps = {
  schedule: Schedule;
  /** The Moscow `YYYY-MM-DD` of today. */
  today: string;
  saving?: boolean;
  /** Why the last save was refused (the server's Russian `detail`). */
  error?: string;
  onSave: (plan: SchedulePlan) => void;
};

function Part({ title, hint, children }: { title: string; hint: string; children: ReactNode }) {
  return (
    <Stack gap={1}>
      <Typography level="title-md" component="h3">
        {title}
      </Typography>
      <Typography level="body-sm" textColor="text.tertiary">
        {hint}
      </Typography>
      {children}
    </Stack>
  );
}

/**
 * The coach's plan: the week, the special days, the booking window, the minimum notice and the
 * buffer, saved together by one button. Until then the screen says there are unsaved changes and
 * leaving it warns (a special day added but not saved would otherwise be lost and stay bookable).
 * Saving never cancels a booked session; the answer says which ones fall outside.
 */
export function ScheduleEditor({ schedule, today, saving = false, error, onSave }: ScheduleEditorProps) {
  const titleId = useId();
  const [draft, setDraft] = useState<ScheduleDraft>(() => draftOf(schedule));
  const changed = JSON.stringify(planOf(draft)) !== JSON.stringify(savedPlan(schedule));
  const update = (part: Partial<ScheduleDraft>) => setDraft((current) => ({ ...current, ...part }));

  return (
    <Sheet component="section" aria-labelledby={titleId} variant="outlined" sx={{ borderRadius: 'md', p: { xs: 1.5, sm: 2.5 } }}>
      <Stack gap={2.5}>
        <Typography id={titleId} level="h3" component="h2">
          Часы приёма
        </Typography>
        <Part title="Неделя" hint="Время сессий по московскому времени, можно несколько в день. День без времени — выходной каждую неделю.">
          <WeeklyPlanEditor weekly={draft.weekly} onChange={(weekly) => update({ weekly })} />
        </Part>
        <Divider />
        <Part title="Особые дни" hint="Отпуск, праздник или день с другим временем: на эту дату вместо недельного плана.">
          <ExceptionsEditor exceptions={draft.exceptions} today={today} onChange={(exceptions) => update({ exceptions })} />
        </Part>
        <Divider />
        <Part title="Запись" hint="Насколько вперёд и не позже какого срока клиенты могут записаться.">
          <BookingRulesFields
            bookingWindowDays={draft.bookingWindowDays}
            minNoticeDays={draft.minNoticeDays}
            minNoticeHours={draft.minNoticeHours}
            bufferMinutes={draft.bufferMinutes}
            onChange={update}
          />
        </Part>
        {error && (
          <Alert color="danger" variant="soft" role="alert">
            {error}
          </Alert>
        )}
        <Stack direction={{ xs: 'column', sm: 'row' }} gap={1} alignItems={{ sm: 'center' }}>
          <Button loading={saving} disabled={!changed} onClick={() => onSave(planOf(draft))}>
            Сохранить расписание
          </Button>
          <Button variant="plain" color="neutral" disabled={!changed || saving} onClick={() => setDraft(draftOf(schedule))}>
            Отменить изменения
          </Button>
          {changed && (
            <Typography role="status" level="body-sm" color="warning" fontWeight="lg">
              Есть несохранённые изменения
            </Typography>
          )}
        </Stack>
        <Typography level="body-xs" textColor="text.tertiary">
          Изменение расписания не отменяет уже назначенные сессии.
        </Typography>
      </Stack>
      <LeaveWarning unsaved={changed}>
        Изменения расписания не сохранены: если уйти, они пропадут, а клиенты по-прежнему будут видеть прежние часы приёма.
      </LeaveWarning>
    </Sheet>
  );
}
