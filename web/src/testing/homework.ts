import type { Homework, HomeworkTemplate } from '../api/generated/model';

/** «Колесо баланса» as a client has it: a line, a paragraph, a scale, one option and several; nothing answered yet. */
export const wheelHomework: Homework = {
  id: '3f1c2b7a-0d4e-4a6b-9c8d-1e2f3a4b5c6d',
  user_id: 'u-anna',
  template_id: '9a8b7c6d-5e4f-4a3b-8c2d-1e0f9a8b7c6d',
  title: 'Колесо баланса',
  status: 'assigned',
  overdue: false,
  due_at: '2026-12-09T17:00:00.000Z',
  consultation_id: 12,
  assigned_at: '2026-12-02T09:00:00.000Z',
  submitted_at: null,
  reviewed_at: null,
  instructions: 'Оцените каждую сферу жизни и ответьте на вопросы. Черновик можно сохранить и вернуться позже.',
  questions: [
    { id: 'a1b2c3d4-0000-4000-8000-000000000001', text: 'Какая сфера сейчас главная?', kind: 'short', options: [] },
    { id: 'a1b2c3d4-0000-4000-8000-000000000002', text: 'Что изменилось за неделю?', kind: 'long', options: [] },
    { id: 'a1b2c3d4-0000-4000-8000-000000000003', text: 'Насколько вы довольны работой?', kind: 'scale', options: [] },
    { id: 'a1b2c3d4-0000-4000-8000-000000000004', text: 'Когда удобнее делать упражнения?', kind: 'single', options: ['Утром', 'Вечером'] },
    { id: 'a1b2c3d4-0000-4000-8000-000000000005', text: 'Что мешает?', kind: 'multiple', options: ['Усталость', 'Время', 'Сомнения'] },
  ],
  answers: [],
  draft_saved_at: null,
  comment: null,
  commented_at: null,
};

/** The same assignment once she sent every answer. */
export const submittedWheelHomework: Homework = {
  ...wheelHomework,
  status: 'submitted',
  submitted_at: '2026-12-05T15:30:00.000Z',
  answers: [
    { question_id: 'a1b2c3d4-0000-4000-8000-000000000001', text: 'Работа', choices: [], scale: null },
    { question_id: 'a1b2c3d4-0000-4000-8000-000000000002', text: 'Стала раньше ложиться спать.', choices: [], scale: null },
    { question_id: 'a1b2c3d4-0000-4000-8000-000000000003', text: null, choices: [], scale: 7 },
    { question_id: 'a1b2c3d4-0000-4000-8000-000000000004', text: null, choices: ['Вечером'], scale: null },
    { question_id: 'a1b2c3d4-0000-4000-8000-000000000005', text: null, choices: ['Усталость', 'Сомнения'], scale: null },
  ],
};

/** The coach's template it was given from, and an archived one. */
export const homeworkTemplates: HomeworkTemplate[] = [
  {
    id: wheelHomework.template_id,
    title: wheelHomework.title,
    instructions: wheelHomework.instructions,
    questions: wheelHomework.questions,
    archived: false,
    created_at: '2026-11-20T09:00:00.000Z',
    changed_at: '2026-11-20T09:00:00.000Z',
  },
  {
    id: '1b2c3d4e-5f60-4a7b-8c9d-0e1f2a3b4c5d',
    title: 'Дневник благодарности',
    instructions: '',
    questions: [{ id: 'b1b2c3d4-0000-4000-8000-000000000001', text: 'За что вы благодарны сегодня?', kind: 'long', options: [] }],
    archived: true,
    created_at: '2026-10-01T09:00:00.000Z',
    changed_at: '2026-11-01T09:00:00.000Z',
  },
];
