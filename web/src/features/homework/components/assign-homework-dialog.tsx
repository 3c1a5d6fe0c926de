import Alert from '@mui/joy/Alert';
import FormControl from '@mui/joy/FormControl';
import FormHelperText from '@mui/joy/FormHelperText';
import FormLabel from '@mui/joy/FormLabel';
import Option from '@mui/joy/Option';
import Select from '@mui/joy/Select';
import Stack from '@mui/joy/Stack';
import Typography from '@mui/joy/Typography';
import type { DateTime } from 'luxon';
import { useState } from 'react';
import type { ClientSession, HomeworkAssignInput, HomeworkTemplate } from '../../../api/generated/model';
import { ContentScheduleFields } from '../../../components/content/content-schedule-fields';
import { AppModal } from '../../../components/modal/app-modal';
import { formatMoscowDateTime, inMoscow, moscowFieldsMoment } from '../../../lib/moscow-time';

export type AssignHomeworkDialogProps = {
  /** The templates that can be assigned (not archived). */
  templates: readonly HomeworkTemplate[];
  /** Her sessions, one of which the homework may follow. */
  sessions: readonly ClientSession[];
  /** Today, for the default due moment: a week ahead at 20:00 Moscow time. */
  now: DateTime;
  pending?: boolean;
  /** The server's refusal (its Russian detail). */
  error?: string;
  onAssign: (input: Omit<HomeworkAssignInput, 'user'>) => void;
  onClose: () => void;
};

/** No session: the select's empty choice. */
const noSession = '';

/** «Назначить задание»: a template, the due moment on a Moscow clock and, if it follows one, her session. */
export function AssignHomeworkDialog({ templates, sessions, now, pending = false, error, onAssign, onClose }: AssignHomeworkDialogProps) {
  const [templateId, setTemplateId] = useState<string | null>(null);
  const [dueDate, setDueDate] = useState(() => inMoscow(now).plus({ weeks: 1 }).toFormat('yyyy-MM-dd'));
  const [dueTime, setDueTime] = useState('20:00');
  const [sessionId, setSessionId] = useState(noSession);
  const [tried, setTried] = useState(false);
  const due = moscowFieldsMoment(dueDate, dueTime);
  const dueError = !due ? 'Укажите дату и время.' : due <= now ? 'Срок уже прошёл: выберите время впереди.' : undefined;
  const offered = sessions.filter((session) => session.status !== 'cancelled');

  const assign = () => {
    setTried(true);
    if (!templateId || !due || dueError) return;
    onAssign({ template_id: templateId, due_at: due.toUTC().toISO() ?? '', consultation_id: sessionId === noSession ? null : Number(sessionId) });
  };

  return (
    <AppModal open title="Назначить задание" onClose={onClose} onSave={assign} saveLabel="Назначить" saving={pending} maxWidth={560}>
      <Stack spacing={2}>
        {templates.length === 0 ? (
          <Alert color="warning">Нет шаблонов, которые можно назначить: создайте шаблон в разделе «Задания».</Alert>
        ) : (
          <FormControl required error={tried && !templateId}>
            <FormLabel id="assign-homework-template-label">Шаблон</FormLabel>
            <Select
              placeholder="Выберите задание"
              value={templateId}
              onChange={(_event, value: string | null) => setTemplateId(value)}
              slotProps={{ button: { 'aria-labelledby': 'assign-homework-template-label' } }}
            >
              {templates.map((template) => (
                <Option key={template.id} value={template.id}>
                  {template.title}
                </Option>
              ))}
            </Select>
            {tried && !templateId && <FormHelperText>Выберите шаблон.</FormHelperText>}
          </FormControl>
        )}
        <ContentScheduleFields
          dateLabel="Срок: дата"
          timeLabel="Срок: время"
          onlyDate={dueDate}
          onlyTime={dueTime}
          onDateChange={setDueDate}
          onTimeChange={setDueTime}
          dateError={tried ? dueError : undefined}
        />
        <FormControl>
          <FormLabel id="assign-homework-session-label">После сессии</FormLabel>
          <Select value={sessionId} onChange={(_event, value: string | null) => setSessionId(value ?? noSession)} slotProps={{ button: { 'aria-labelledby': 'assign-homework-session-label' } }}>
            <Option value={noSession}>Без привязки к сессии</Option>
            {offered.map((session) => (
              <Option key={session.id} value={String(session.id)}>
                {formatMoscowDateTime(session.start)} (МСК) · {session.type_name ?? 'Сессия'}
              </Option>
            ))}
          </Select>
        </FormControl>
        <Typography level="body-sm">Клиенту сразу придёт письмо, а за день до срока — напоминание, если ответы ещё не отправлены.</Typography>
        {error && <Alert color="danger">{error}</Alert>}
      </Stack>
    </AppModal>
  );
}
