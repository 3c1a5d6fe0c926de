import { describe, it } from 'vitest';
import { deciderSpec } from '../../../../tests/support/decider-spec';
import type { IntakeAnswerEvent, IntakeQuestion } from './events';
import { answersDecider, type AnswerIntake } from './answers-decider';

const spec = deciderSpec(answersDecider);
const now = new Date('2026-11-22T10:00:00.000Z');
const at = now.toISOString();
const goal: IntakeQuestion = { id: '7d7f2a52-7c1b-4a53-9a55-2f0f0c3c9a11', text: 'С чем вы приходите?', kind: 'long', required: true, options: [] };
const topics: IntakeQuestion = { id: '5b0c1c9e-3f55-4d7e-9a41-0c4d1f7e2b22', text: 'Какие темы?', kind: 'multiple', required: false, options: ['Работа', 'Семья', 'Здоровье'] };
const questions = [goal, topics];

const answer = (answers: AnswerIntake['data']['answers'], closed = false): AnswerIntake => ({
  type: 'AnswerIntake',
  data: { userId: 'u1', questions, questionsVersion: 3, answers, closed },
  metadata: { now },
});
const answeredJson = JSON.stringify([
  { questionId: goal.id, question: goal.text, kind: 'long', text: 'Выгорание', choices: [] },
  { questionId: topics.id, question: topics.text, kind: 'multiple', text: null, choices: ['Работа', 'Здоровье'] },
]);
const answered: IntakeAnswerEvent = { type: 'IntakeAnswered', data: { userId: 'u1', questionsVersion: 3, answers: answeredJson, answeredAt: at } };

describe('intake answers decider', () => {
  it('should record the answers with the questions they answer, choices in the coach’s order', () => {
    spec.given([])
      .when(answer([{ questionId: goal.id, text: ' Выгорание ' }, { questionId: topics.id, choices: ['Здоровье', 'Работа'] }]))
      .then([answered]);
  });

  it('should record nothing for the same answers again', () => {
    spec.given([answered]).when(answer([{ questionId: goal.id, text: 'Выгорание' }, { questionId: topics.id, choices: ['Работа', 'Здоровье'] }])).then([]);
  });

  it('should refuse a missing required answer, naming the question', () => {
    spec.given([]).when(answer([{ questionId: topics.id, choices: ['Работа'] }])).thenThrows('Ответьте на вопрос «С чем вы приходите?».');
    spec.given([]).when(answer([{ questionId: goal.id, text: '   ' }])).thenThrows(/С чем вы приходите/);
  });

  it('should refuse an option the question does not have, two options of a single choice, and an unknown question', () => {
    spec.given([]).when(answer([{ questionId: goal.id, text: 'x' }, { questionId: topics.id, choices: ['Деньги'] }])).thenThrows(/нет варианта «Деньги»/);
    const single = { ...topics, kind: 'single' as const };
    spec.given([])
      .when({ ...answer([]), data: { userId: 'u1', questions: [single], questionsVersion: 1, answers: [{ questionId: single.id, choices: ['Работа', 'Семья'] }], closed: false } })
      .thenThrows(/только один вариант/);
    spec.given([]).when(answer([{ questionId: '00000000-0000-4000-8000-000000000000', text: 'x' }])).thenThrows(/Такого вопроса/);
  });

  it('should refuse answers once her first session began', () => {
    spec.given([answered]).when(answer([{ questionId: goal.id, text: 'Другое' }], true)).thenThrows(/до первой сессии/);
  });

  it('should record the reminder once, and none after she answered', () => {
    const reminded: IntakeAnswerEvent = { type: 'IntakeReminderSent', data: { userId: 'u1', consultationId: 7, sentAt: at } };
    spec.given([]).when({ type: 'RemindOfIntake', data: { userId: 'u1', consultationId: 7 }, metadata: { now } }).then([reminded]);
    spec.given([reminded]).when({ type: 'RemindOfIntake', data: { userId: 'u1', consultationId: 8 }, metadata: { now } }).then([]);
    spec.given([answered]).when({ type: 'RemindOfIntake', data: { userId: 'u1', consultationId: 7 }, metadata: { now } }).then([]);
  });
});
