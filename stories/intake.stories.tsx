import Box from '@mui/joy/Box';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import type { IntakeAnswerInput, IntakeQuestion } from '../web/src/api/generated/model';
import { IntakeForm } from '../web/src/features/intake/components/intake-form';
import { IntakeQuestionsEditor } from '../web/src/features/intake/components/intake-questions-editor';

const questions: IntakeQuestion[] = [
  { id: '7d7f2a52-7c1b-4a53-9a55-2f0f0c3c9a11', text: 'С чем вы приходите на первую сессию?', kind: 'long', required: true, options: [] },
  { id: '5b0c1c9e-3f55-4d7e-9a41-0c4d1f7e2b22', text: 'Как удобнее встречаться?', kind: 'single', required: true, options: ['Видео', 'Только звук'] },
  { id: '0e6f3d2a-9b1c-4c5d-8e7f-1a2b3c4d5e6f', text: 'Какие темы для вас важны?', kind: 'multiple', required: false, options: ['Работа', 'Отношения', 'Здоровье'] },
];

/** What the form sends in a story's play. */
const sent = fn<(answers: IntakeAnswerInput[]) => void>();

const meta = {
  title: 'Личный кабинет/Календарь/Анкета перед первой сессией',
  component: IntakeForm,
  decorators: [
    (Story) => (
      <Box sx={{ maxWidth: 640, mx: 'auto', p: 2 }}>
        <Story />
      </Box>
    ),
  ],
  args: { questions, onSubmit: sent },
} satisfies Meta<typeof IntakeForm>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The client's form: a long text, one option, several options; the first two required. */
export const Empty: Story = {};

/** Sent empty: each required question left empty is named, and nothing is sent. */
export const RequiredLeftEmpty: Story = {
  play: async ({ canvasElement }) => {
    sent.mockClear();
    const form = within(canvasElement);
    await userEvent.click(form.getByRole('button', { name: 'Отправить ответы' }));
    await expect(form.getByText('Ответьте, пожалуйста, на этот вопрос.')).toBeVisible();
    await expect(form.getByText('Выберите вариант ответа.')).toBeVisible();
    await expect(sent).not.toHaveBeenCalled();
  },
};

/** Answered: the text, the one option (the last one clicked) and the chosen options, in the question's order. */
export const Answered: Story = {
  play: async ({ canvasElement }) => {
    sent.mockClear();
    const form = within(canvasElement);
    await userEvent.type(form.getByRole('textbox', { name: /С чем вы приходите/ }), 'Выгорание');
    await userEvent.click(form.getByRole('radio', { name: 'Только звук' }));
    await userEvent.click(form.getByRole('radio', { name: 'Видео' }));
    const topics = within(form.getByRole('group', { name: 'Какие темы для вас важны?' }));
    await userEvent.click(topics.getByRole('checkbox', { name: 'Здоровье' }));
    await userEvent.click(topics.getByRole('checkbox', { name: 'Работа' }));
    await userEvent.click(form.getByRole('button', { name: 'Отправить ответы' }));
    await expect(form.queryByText('Ответьте, пожалуйста, на этот вопрос.')).toBeNull();
    await expect(sent.mock.calls).toEqual([
      [
        [
          { question_id: questions[0]?.id, text: 'Выгорание' },
          { question_id: questions[1]?.id, choices: ['Видео'] },
          { question_id: questions[2]?.id, choices: ['Работа', 'Здоровье'] },
        ],
      ],
    ]);
  },
};

/** Her earlier answers, and the server's refusal. */
export const Refused: Story = {
  args: {
    answered: [{ question_id: questions[0]!.id, question: questions[0]!.text, kind: 'long', text: 'Выгорание на работе', choices: [] }],
    saveError: 'Ответьте на вопрос «Как удобнее встречаться?».',
  },
  play: async ({ canvasElement }) => {
    const form = within(canvasElement);
    await expect(form.getByRole('textbox', { name: /С чем вы приходите/ })).toHaveValue('Выгорание на работе');
    await expect(form.getByText('Ответьте на вопрос «Как удобнее встречаться?».')).toBeVisible();
  },
};

/** The coach's editor in «Услуги», saved. */
export const Editor: StoryObj<typeof IntakeQuestionsEditor> = {
  render: () => <IntakeQuestionsEditor questions={questions} saved onSave={fn()} />,
};
