// @vitest-environment happy-dom
import { cleanup, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import type { IntakeAnswerInput, IntakeQuestion } from '../../../api/generated/model';
import { renderWithApp } from '../../../testing/render';
import { IntakeForm } from './intake-form';

afterEach(cleanup);

const questions: IntakeQuestion[] = [
  { id: 'q-goal', text: 'С чем вы приходите?', kind: 'long', required: true, options: [] },
  { id: 'q-format', text: 'Как удобнее встречаться?', kind: 'single', required: true, options: ['Видео', 'Аудио'] },
  { id: 'q-topics', text: 'Какие темы важны?', kind: 'multiple', required: false, options: ['Работа', 'Семья', 'Здоровье'] },
];

describe('the questionnaire form', () => {
  it('should name each required question left empty and send nothing', async () => {
    const user = userEvent.setup();
    const sent: IntakeAnswerInput[][] = [];
    renderWithApp(<IntakeForm questions={questions} onSubmit={(answers) => sent.push(answers)} />);
    await user.click(screen.getByRole('button', { name: 'Отправить ответы' }));
    expect(screen.getByText('Ответьте, пожалуйста, на этот вопрос.')).toBeTruthy();
    expect(screen.getByText('Выберите вариант ответа.')).toBeTruthy();
    expect(sent).toEqual([]);
  });

  it('should send the text, the one option and the chosen options in the question’s order', async () => {
    const user = userEvent.setup();
    const sent: IntakeAnswerInput[][] = [];
    renderWithApp(<IntakeForm questions={questions} onSubmit={(answers) => sent.push(answers)} />);
    await user.type(screen.getByRole('textbox', { name: /С чем вы приходите/ }), 'Выгорание');
    await user.click(screen.getByRole('radio', { name: 'Аудио' }));
    await user.click(screen.getByRole('radio', { name: 'Видео' }));
    const topics = screen.getByRole('group', { name: 'Какие темы важны?' });
    expect(topics).toBeTruthy();
    await user.click(screen.getByRole('checkbox', { name: 'Здоровье' }));
    await user.click(screen.getByRole('checkbox', { name: 'Работа' }));
    await user.click(screen.getByRole('button', { name: 'Отправить ответы' }));
    expect(screen.queryByText('Ответьте, пожалуйста, на этот вопрос.')).toBeNull();
    expect(sent).toEqual([
      [
        { question_id: 'q-goal', text: 'Выгорание' },
        { question_id: 'q-format', choices: ['Видео'] },
        { question_id: 'q-topics', choices: ['Работа', 'Здоровье'] },
      ],
    ]);
  });

  it('should start from her earlier answers and show the server’s refusal', () => {
    renderWithApp(
      <IntakeForm
        questions={questions}
        answered={[{ question_id: 'q-goal', question: 'С чем вы приходите?', kind: 'long', text: 'Раньше', choices: [] }]}
        saveError="Ответьте на вопрос «Как удобнее встречаться?»."
        onSubmit={() => undefined}
      />,
    );
    expect(screen.getByRole<HTMLTextAreaElement>('textbox', { name: /С чем вы приходите/ }).value).toBe('Раньше');
    expect(screen.getByText('Ответьте на вопрос «Как удобнее встречаться?».')).toBeTruthy();
  });
});
