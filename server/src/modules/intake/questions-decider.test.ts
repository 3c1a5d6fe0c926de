import { describe, it } from 'vitest';
import { deciderSpec } from '../../../../tests/support/decider-spec';
import type { IntakeQuestion, IntakeQuestionEvent } from './events';
import { questionsDecider } from './questions-decider';

const spec = deciderSpec(questionsDecider);
const now = new Date('2026-11-22T10:00:00.000Z');
const goal: IntakeQuestion = { id: '7d7f2a52-7c1b-4a53-9a55-2f0f0c3c9a11', text: 'С чем вы приходите?', kind: 'long', required: true, options: [] };
const format: IntakeQuestion = { id: '5b0c1c9e-3f55-4d7e-9a41-0c4d1f7e2b22', text: 'Как удобнее?', kind: 'single', required: false, options: ['Видео', 'Аудио'] };
const saved: IntakeQuestionEvent = { type: 'IntakeQuestionsSaved', data: { version: 1, questions: [goal, format], savedAt: now.toISOString() } };

describe('intake questions decider', () => {
  it('should record the whole list with the next version, trimmed, a text question without options', () => {
    spec.given([])
      .when({ type: 'SaveQuestions', data: { questions: [{ ...goal, text: '  С чем вы приходите? ', options: ['лишний'] }, format] }, metadata: { now } })
      .then([saved]);
    spec.given([saved])
      .when({ type: 'SaveQuestions', data: { questions: [format, goal] }, metadata: { now } })
      .then([{ type: 'IntakeQuestionsSaved', data: { version: 2, questions: [format, goal], savedAt: now.toISOString() } }]);
  });

  it('should record nothing when the list did not change', () => {
    spec.given([saved]).when({ type: 'SaveQuestions', data: { questions: [goal, format] }, metadata: { now } }).then([]);
  });

  it('should refuse a choice question without two distinct options, and a repeated question', () => {
    spec.given([]).when({ type: 'SaveQuestions', data: { questions: [{ ...format, options: ['Видео'] }] }, metadata: { now } }).thenThrows(/хотя бы два варианта/);
    spec.given([]).when({ type: 'SaveQuestions', data: { questions: [{ ...format, options: ['Видео', ' Видео'] }] }, metadata: { now } }).thenThrows(/повторяются/);
    spec.given([]).when({ type: 'SaveQuestions', data: { questions: [goal, goal] }, metadata: { now } }).thenThrows(/Вопросы анкеты повторяются/);
    spec.given([]).when({ type: 'SaveQuestions', data: { questions: [{ ...goal, text: '   ' }] }, metadata: { now } }).thenThrows(/текст/);
  });
});
