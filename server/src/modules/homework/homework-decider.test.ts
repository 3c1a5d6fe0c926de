import { describe, expect, it } from 'vitest';
import { deciderSpec } from '../../../../tests/support/decider-spec';
import type { HomeworkEvent, HomeworkQuestion } from './events';
import { homeworkDecider, homeworkStatus, isOverdue, type AnswerHomework, type HomeworkCommand } from './homework-decider';
import type { HomeworkTemplate } from './template-decider';

const spec = deciderSpec(homeworkDecider);
const now = new Date('2026-12-01T10:00:00.000Z');
const at = now.toISOString();
const homeworkId = '0b6f2c1e-6a0e-4f5e-9d3a-1c2b3d4e5f60';
const userId = 'anna';

const feeling: HomeworkQuestion = { id: '7d7f2a52-7c1b-4a53-9a55-2f0f0c3c9a11', text: 'Как прошла неделя?', kind: 'long', options: [] };
const energy: HomeworkQuestion = { id: '5b0c1c9e-3f55-4d7e-9a41-0c4d1f7e2b22', text: 'Сколько сил, от 1 до 10?', kind: 'scale', options: [] };
const habit: HomeworkQuestion = { id: '9c1d2e3f-4a5b-4c6d-8e7f-0a1b2c3d4e5f', text: 'Что получилось?', kind: 'multiple', options: ['Зарядка', 'Дневник', 'Сон'] };
const template: HomeworkTemplate = {
  templateId: '1a2b3c4d-5e6f-4a7b-8c9d-0e1f2a3b4c5d',
  title: 'Дневник недели',
  instructions: 'Заполняйте вечером.',
  questions: [feeling, energy, habit],
  archived: false,
  createdAt: '2026-11-20T10:00:00.000Z',
  changedAt: '2026-11-20T10:00:00.000Z',
};
const dueAt = '2026-12-08T18:00:00.000Z';

const assigned: HomeworkEvent = {
  type: 'HomeworkAssigned',
  data: { homeworkId, userId, templateId: template.templateId, title: template.title, instructions: template.instructions, questions: [feeling, energy, habit], dueAt, consultationId: 7, assignedAt: at },
};
const draftJson = JSON.stringify([{ questionId: feeling.id, text: 'Спокойно', choices: [], scale: null }]);
const fullJson = JSON.stringify([
  { questionId: feeling.id, text: 'Спокойно', choices: [], scale: null },
  { questionId: energy.id, text: null, choices: [], scale: 7 },
  { questionId: habit.id, text: null, choices: ['Зарядка', 'Сон'], scale: null },
]);
const draftSaved: HomeworkEvent = { type: 'HomeworkDraftSaved', data: { homeworkId, userId, answers: draftJson, savedAt: at } };
const submitted: HomeworkEvent = { type: 'HomeworkSubmitted', data: { homeworkId, userId, answers: fullJson, submittedAt: at } };
const commented: HomeworkEvent = { type: 'HomeworkCommented', data: { homeworkId, userId, comment: 'Отличная неделя!', commentedAt: at } };
const reviewed: HomeworkEvent = { type: 'HomeworkReviewed', data: { homeworkId, userId, reviewedAt: at } };

const assign = (overrides: Partial<{ template: HomeworkTemplate; dueAt: Date }> = {}): HomeworkCommand => ({
  type: 'AssignHomework',
  data: { homeworkId, userId, template, dueAt: new Date(dueAt), consultationId: 7, ...overrides },
  metadata: { now },
});
const answer = (answers: AnswerHomework['data']['answers'], submit: boolean): HomeworkCommand => ({ type: 'AnswerHomework', data: { homeworkId, userId, answers, submit }, metadata: { now } });
const full = [{ questionId: feeling.id, text: ' Спокойно ' }, { questionId: energy.id, scale: 7 }, { questionId: habit.id, choices: ['Сон', 'Зарядка'] }];
const review = (comment: string | null, isReviewed: boolean): HomeworkCommand => ({ type: 'ReviewHomework', data: { homeworkId, userId, comment, reviewed: isReviewed }, metadata: { now } });

describe('homework decider', () => {
  it('should assign a copy of the template, due in the future, once per id', () => {
    spec.given([]).when(assign()).then([assigned]);
    spec.given([assigned]).when(assign()).then([]);
    spec.given([]).when(assign({ dueAt: now })).thenThrows('Срок сдачи должен быть в будущем.');
    spec.given([]).when(assign({ template: { ...template, archived: true } })).thenThrows(/Шаблон в архиве/);
  });

  it('should keep a partial draft, and nothing for the same draft again', () => {
    spec.given([assigned]).when(answer([{ questionId: feeling.id, text: 'Спокойно' }], false)).then([draftSaved]);
    spec.given([assigned, draftSaved]).when(answer([{ questionId: feeling.id, text: 'Спокойно ' }], false)).then([]);
  });

  it('should submit complete answers in the questions’ order, choices in the coach’s order', () => {
    spec.given([assigned, draftSaved]).when(answer(full, true)).then([submitted]);
  });

  it('should refuse a submission with a question left empty, naming it', () => {
    spec.given([assigned]).when(answer([{ questionId: feeling.id, text: 'Спокойно' }], true)).thenThrows('Ответьте на вопрос «Сколько сил, от 1 до 10?».');
  });

  it('should refuse answers that do not fit their questions', () => {
    spec.given([assigned]).when(answer([{ questionId: energy.id, scale: 11 }], false)).thenThrows('На вопрос «Сколько сил, от 1 до 10?» отвечают числом от 1 до 10.');
    spec.given([assigned]).when(answer([{ questionId: energy.id, scale: 0 }], false)).thenThrows(/числом от 1 до 10/);
    spec.given([assigned]).when(answer([{ questionId: energy.id, text: 'много' }], false)).thenThrows(/числом от 1 до 10/);
    spec.given([assigned]).when(answer([{ questionId: habit.id, choices: ['Бег'] }], false)).thenThrows('В вопросе «Что получилось?» нет варианта «Бег».');
    spec.given([assigned]).when(answer([{ questionId: feeling.id, choices: ['Зарядка'] }], false)).thenThrows(/отвечают текстом/);
    spec.given([assigned]).when(answer([{ questionId: '00000000-0000-4000-8000-000000000000', text: 'x' }], false)).thenThrows(/Такого вопроса в задании нет/);
    const single = { ...assigned, data: { ...assigned.data, questions: [{ ...habit, kind: 'single' as const }] } } as HomeworkEvent;
    spec.given([single]).when(answer([{ questionId: habit.id, choices: ['Зарядка', 'Сон'] }], false)).thenThrows(/только один вариант/);
  });

  it('should refuse answering after submission', () => {
    spec.given([assigned, submitted]).when(answer(full, false)).thenThrows('Задание уже сдано: ответы больше не меняются.');
    spec.given([assigned, submitted]).when(answer(full, true)).thenThrows(/уже сдано/);
  });

  it('should refuse a review before submission', () => {
    spec.given([assigned, draftSaved]).when(review('Хорошо', true)).thenThrows('Задание ещё не сдано: комментировать и проверять его рано.');
  });

  it('should record the comment, then the review, each once', () => {
    spec.given([assigned, submitted]).when(review(' Отличная неделя! ', false)).then([commented]);
    spec.given([assigned, submitted, commented]).when(review('Отличная неделя!', true)).then([reviewed]);
    spec.given([assigned, submitted]).when(review('Отличная неделя!', true)).then([commented, reviewed]);
    spec.given([assigned, submitted, commented, reviewed]).when(review('Отличная неделя!', true)).then([]);
    spec.given([assigned, submitted]).when(review('  ', false)).thenThrows(/Напишите комментарий/);
  });

  it('should move the due moment while not submitted, and refuse it after', () => {
    const later = new Date('2026-12-10T18:00:00.000Z');
    const change: HomeworkCommand = { type: 'ChangeHomeworkDueDate', data: { homeworkId, userId, dueAt: later }, metadata: { now } };
    spec.given([assigned]).when(change).then([{ type: 'HomeworkDueDateChanged', data: { homeworkId, userId, dueAt: later.toISOString(), changedAt: at } }]);
    spec.given([assigned, submitted]).when(change).thenThrows(/срок сдачи не меняется/);
  });

  it('should answer 404 for homework that is not in her stream', () => {
    spec.given([]).when(answer(full, false)).thenThrows('Такого задания нет.');
  });

  it('should tell the status along the lifecycle, and overdue only while not submitted', () => {
    const states = [[assigned], [assigned, draftSaved], [assigned, draftSaved, submitted], [assigned, submitted, commented], [assigned, submitted, commented, reviewed]].map(
      (history) => history.reduce(homeworkDecider.evolve, homeworkDecider.initialState()).homework[homeworkId]!,
    );
    expect(states.map(homeworkStatus)).toEqual(['assigned', 'draft', 'submitted', 'commented', 'reviewed']);
    const afterDue = new Date('2026-12-08T18:00:01.000Z');
    expect(states.map((state) => isOverdue(state, afterDue))).toEqual([true, true, false, false, false]);
    expect(isOverdue(states[0]!, new Date(dueAt))).toBe(false);
  });
});
