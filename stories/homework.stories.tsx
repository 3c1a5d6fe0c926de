import Box from '@mui/joy/Box';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { DateTime } from 'luxon';
import { expect, fn, userEvent, within } from 'storybook/test';
import type { HomeworkAnswerInput } from '../web/src/api/generated/model';
import { AssignHomeworkDialog } from '../web/src/features/homework/components/assign-homework-dialog';
import { HomeworkAnswerForm } from '../web/src/features/homework/components/homework-answer-form';
import { HomeworkReview } from '../web/src/features/homework/components/homework-review';
import { HomeworkTemplateEditor } from '../web/src/features/homework/components/homework-template-editor';
import { homeworkTemplates, submittedWheelHomework, wheelHomework } from '../web/src/testing/homework';
import { fullClientCard } from './clients-fixtures';
import { phone } from './pages/page-parameters';

/** What the form sends in a story's play. */
const saved = fn<(answers: HomeworkAnswerInput[], submit: boolean) => void>();

const meta = {
  title: 'Личный кабинет/Задания/Ответы на задание',
  component: HomeworkAnswerForm,
  decorators: [
    (Story) => (
      <Box sx={{ maxWidth: 720, mx: 'auto', p: 2 }}>
        <Story />
      </Box>
    ),
  ],
  args: { homework: wheelHomework, onSave: saved },
  globals: phone,
} satisfies Meta<typeof HomeworkAnswerForm>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Her form on a phone: a line, a paragraph, the scale 1–10, one option, several options. */
export const Empty: Story = {};

/** Her draft kept earlier: the scale and an option are already chosen. */
export const Draft: Story = {
  args: {
    homework: { ...wheelHomework, answers: submittedWheelHomework.answers.slice(2, 4) },
    draftNote: 'Черновик сохранён 04.12.2026 15:15',
  },
  play: async ({ canvasElement }) => {
    const form = within(canvasElement);
    await expect(form.getByRole('radio', { name: '7' })).toBeChecked();
    await expect(form.getByRole('radio', { name: 'Вечером' })).toBeChecked();
    await expect(form.getByText('Черновик сохранён 04.12.2026 15:15')).toBeVisible();
  },
};

/** Sent too early: each question left empty is named, and nothing is sent. */
export const LeftEmpty: Story = {
  play: async ({ canvasElement }) => {
    saved.mockClear();
    const form = within(canvasElement);
    await userEvent.click(form.getByRole('button', { name: 'Отправить' }));
    await expect(form.getByText('Выберите число на шкале.')).toBeVisible();
    await expect(saved).not.toHaveBeenCalled();
  },
};

/** The server's refusal, shown under the questions. */
export const Refused: Story = {
  args: { saveError: 'В вопросе «Что мешает?» нет варианта «Время».' },
};

/** The coach reads her sent answers and writes a comment (back office, client card, «Задания»). */
export const Review: StoryObj<typeof HomeworkReview> = {
  globals: {},
  render: () => <HomeworkReview homework={submittedWheelHomework} onReview={fn()} />,
};

/** The coach's template editor: title, instructions, questions of every kind. */
export const TemplateEditor: StoryObj<typeof HomeworkTemplateEditor> = {
  globals: {},
  render: () => <HomeworkTemplateEditor template={homeworkTemplates[0]} onSave={fn()} onCancel={fn()} />,
};

/** «Назначить задание» from the client's card, with her sessions to choose from. */
export const AssignDialog: StoryObj<typeof AssignHomeworkDialog> = {
  globals: {},
  render: () => (
    <AssignHomeworkDialog
      templates={homeworkTemplates.filter((template) => !template.archived)}
      sessions={fullClientCard.sessions}
      now={DateTime.fromISO('2026-12-02T12:00:00', { zone: 'Europe/Moscow' })}
      onAssign={fn()}
      onClose={fn()}
    />
  ),
  play: async ({ canvasElement }) => {
    const dialog = await within(canvasElement.ownerDocument.body).findByRole('dialog', { name: 'Назначить задание' });
    await expect(within(dialog).getByLabelText(/Срок: дата/)).toHaveValue('2026-12-09');
  },
};
