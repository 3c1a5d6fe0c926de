import { describe, expect, it } from 'vitest';
import { draftErrors, moved, questionsInput, type QuestionDraft } from './question-drafts';

const draft = (patch: Partial<QuestionDraft>): QuestionDraft => ({ key: 'k', text: 'Вопрос', kind: 'short', required: false, options: '', ...patch });

describe('a questionnaire editor’s drafts', () => {
  it('should send options only for choice questions (none for a scale), one a line, blanks dropped, and keep a saved question’s id', () => {
    expect(
      questionsInput([
        draft({ key: 'a', id: 'q1', text: ' Цель? ', kind: 'long', options: 'лишнее' }),
        draft({ key: 'b', text: 'Формат?', kind: 'single', required: true, options: 'Видео\n\n  Аудио ' }),
        draft({ key: 'c', text: 'Насколько?', kind: 'scale', options: 'лишнее' }),
      ]),
    ).toEqual([
      { id: 'q1', text: 'Цель?', kind: 'long', options: [] },
      { text: 'Формат?', kind: 'single', options: ['Видео', 'Аудио'] },
      { text: 'Насколько?', kind: 'scale', options: [] },
    ]);
  });

  it('should name an empty question and a choice with fewer than two options', () => {
    expect(draftErrors([draft({ key: 'a', text: '  ' }), draft({ key: 'b', kind: 'multiple', options: 'Одно' }), draft({ key: 'c' })])).toEqual({
      a: 'Напишите текст вопроса.',
      b: 'Нужно хотя бы два варианта ответа, каждый с новой строки.',
    });
  });

  it('should move a question up and down within the list', () => {
    expect(moved(['a', 'b', 'c'], 2, -1)).toEqual(['a', 'c', 'b']);
    expect(moved(['a', 'b', 'c'], 0, -1)).toEqual(['a', 'b', 'c']);
  });
});
