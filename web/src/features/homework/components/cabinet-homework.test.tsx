// @vitest-environment happy-dom
import { cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it } from 'vitest';
import type { Homework, HomeworkAnswersInput } from '../../../api/generated/model';
import { csrfCookieHandler, startApiServerForFile } from '../../../testing/api-server';
import { submittedWheelHomework, wheelHomework } from '../../../testing/homework';
import { renderWithApp } from '../../../testing/render';
import { CabinetHomework } from './cabinet-homework';

const server = startApiServerForFile();
afterEach(cleanup);

const [short, long, scale, single, multiple] = wheelHomework.questions.map((question) => question.id);

/** Her assignment as the server has it, and the bodies of her saves, answered by `reply`. */
function serve(homework: Homework, reply: (body: HomeworkAnswersInput) => Response) {
  const sent: HomeworkAnswersInput[] = [];
  server.use(
    csrfCookieHandler,
    http.get(`*/api/homework/${homework.id}/`, () => HttpResponse.json(homework)),
    http.put(`*/api/homework/${homework.id}/`, async ({ request }) => {
      const body = (await request.json()) as HomeworkAnswersInput;
      sent.push(body);
      return reply(body);
    }),
  );
  return sent;
}

const open = async (homework: Homework) => {
  renderWithApp(<CabinetHomework id={homework.id} />);
  return screen.findByRole('form', { name: 'Ответы на задание' });
};

/** Fills every question of «Колесо баланса». */
async function answerAll(user: ReturnType<typeof userEvent.setup>, form: HTMLElement) {
  const inForm = within(form);
  await user.type(inForm.getByRole('textbox', { name: 'Какая сфера сейчас главная?' }), 'Работа');
  await user.type(inForm.getByRole('textbox', { name: 'Что изменилось за неделю?' }), 'Стала раньше ложиться спать.');
  await user.click(within(inForm.getByRole('radiogroup', { name: 'Насколько вы довольны работой?' })).getByRole('radio', { name: '7' }));
  await user.click(inForm.getByRole('radio', { name: 'Вечером' }));
  const hindrances = within(inForm.getByRole('group', { name: 'Что мешает?' }));
  await user.click(hindrances.getByRole('checkbox', { name: 'Сомнения' }));
  await user.click(hindrances.getByRole('checkbox', { name: 'Усталость' }));
}

describe('her homework form', () => {
  it('should keep a draft: her earlier draft fills the form, «Сохранить черновик» sends what is there without submitting', async () => {
    const user = userEvent.setup({ pointerEventsCheck: 0 });
    const draft: Homework = {
      ...wheelHomework,
      status: 'draft',
      answers: [{ question_id: scale!, text: null, choices: [], scale: 4 }],
      draft_saved_at: '2026-12-03T10:00:00.000Z',
    };
    const sent = serve(draft, () => HttpResponse.json({ ...draft, draft_saved_at: '2026-12-04T12:15:00.000Z' }));
    const form = await open(draft);

    expect(within(form).getByRole('radio', { name: '4' })).toHaveProperty('checked', true);
    await user.type(within(form).getByRole('textbox', { name: 'Какая сфера сейчас главная?' }), 'Семья');
    await user.click(within(form).getByRole('button', { name: 'Сохранить черновик' }));

    expect(await screen.findByText(/Черновик сохранён 04\.12\.2026 15:15/)).toBeTruthy();
    expect(sent).toEqual([
      {
        submit: false,
        answers: [
          { question_id: short, text: 'Семья' },
          { question_id: long, text: '' },
          { question_id: scale, scale: 4 },
          { question_id: single, choices: [] },
          { question_id: multiple, choices: [] },
        ],
      },
    ]);
  });

  it('should name the questions left empty and send nothing when she submits too early', async () => {
    const user = userEvent.setup({ pointerEventsCheck: 0 });
    const sent = serve(wheelHomework, () => HttpResponse.json(wheelHomework));
    const form = await open(wheelHomework);
    await user.type(within(form).getByRole('textbox', { name: 'Какая сфера сейчас главная?' }), 'Работа');
    await user.click(within(form).getByRole('button', { name: 'Отправить' }));

    expect(within(form).getByText('Выберите число на шкале.')).toBeTruthy();
    expect(within(form).getAllByText('Выберите вариант ответа.')).toHaveLength(2);
    expect(within(form).getByText('Ответьте, пожалуйста, на этот вопрос.')).toBeTruthy();
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(sent).toEqual([]);
  });

  it('should submit after she confirms, then show her answers read-only', async () => {
    const user = userEvent.setup({ pointerEventsCheck: 0 });
    const sent = serve(wheelHomework, () => HttpResponse.json(submittedWheelHomework));
    const form = await open(wheelHomework);
    await answerAll(user, form);
    await user.click(within(form).getByRole('button', { name: 'Отправить' }));
    const confirm = await screen.findByRole('alertdialog', { name: 'Отправить ответы?' });
    await user.click(within(confirm).getByRole('button', { name: 'Отправить' }));

    expect(await screen.findByText('Ответы отправлены коучу.')).toBeTruthy();
    expect(sent).toEqual([
      {
        submit: true,
        answers: [
          { question_id: short, text: 'Работа' },
          { question_id: long, text: 'Стала раньше ложиться спать.' },
          { question_id: scale, scale: 7 },
          { question_id: single, choices: ['Вечером'] },
          // In the question's order of the options, whatever order they were ticked in.
          { question_id: multiple, choices: ['Усталость', 'Сомнения'] },
        ],
      },
    ]);
    expect(screen.queryByRole('form', { name: 'Ответы на задание' })).toBeNull();
    expect(screen.queryByRole('textbox')).toBeNull();
    expect(screen.getByText('Отправлено')).toBeTruthy();
    expect(screen.getByText('7 из 10')).toBeTruthy();
    expect(screen.getByText('Усталость, Сомнения')).toBeTruthy();
  });

  it('should show the server’s refusal and keep the form as she filled it', async () => {
    const user = userEvent.setup({ pointerEventsCheck: 0 });
    serve(wheelHomework, () => HttpResponse.json({ detail: 'В вопросе «Что мешает?» нет варианта «Время».' }, { status: 400 }));
    const form = await open(wheelHomework);
    await answerAll(user, form);
    await user.click(within(form).getByRole('button', { name: 'Отправить' }));
    await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Отправить' }));

    expect(await within(form).findByText('В вопросе «Что мешает?» нет варианта «Время».')).toBeTruthy();
    expect(within(form).getByRole('textbox', { name: 'Какая сфера сейчас главная?' })).toHaveProperty('value', 'Работа');
    expect(within(form).getByRole('button', { name: 'Отправить' })).toBeTruthy();
  });

  it('should show her sent answers and the coach’s comment once it is reviewed, with no form', async () => {
    const reviewed: Homework = {
      ...submittedWheelHomework,
      status: 'reviewed',
      comment: 'Отличная неделя! Обсудим сомнения на сессии.',
      commented_at: '2026-12-06T09:00:00.000Z',
      reviewed_at: '2026-12-06T09:00:00.000Z',
    };
    server.use(http.get(`*/api/homework/${reviewed.id}/`, () => HttpResponse.json(reviewed)));
    renderWithApp(<CabinetHomework id={reviewed.id} />);

    const comment = await screen.findByRole('region', { name: 'Комментарий коуча' });
    expect(comment.textContent).toContain('Отличная неделя! Обсудим сомнения на сессии.');
    expect(screen.getByText('Проверено')).toBeTruthy();
    expect(screen.queryByRole('form', { name: 'Ответы на задание' })).toBeNull();
    expect(screen.getByText('Стала раньше ложиться спать.')).toBeTruthy();
  });
});
