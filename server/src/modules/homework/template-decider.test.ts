import { describe, it } from 'vitest';
import { deciderSpec } from '../../../../tests/support/decider-spec';
import type { HomeworkQuestion, HomeworkTemplateEvent } from './events';
import { homeworkTemplatesDecider, type HomeworkTemplateCommand } from './template-decider';

const spec = deciderSpec(homeworkTemplatesDecider);
const now = new Date('2026-11-20T10:00:00.000Z');
const at = now.toISOString();
const templateId = '1a2b3c4d-5e6f-4a7b-8c9d-0e1f2a3b4c5d';
const energy: HomeworkQuestion = { id: '5b0c1c9e-3f55-4d7e-9a41-0c4d1f7e2b22', text: 'Сколько сил?', kind: 'scale', options: [] };
const habit: HomeworkQuestion = { id: '9c1d2e3f-4a5b-4c6d-8e7f-0a1b2c3d4e5f', text: 'Что получилось?', kind: 'single', options: ['Зарядка', 'Сон'] };

const create = (questions: HomeworkQuestion[], title = ' Дневник '): HomeworkTemplateCommand => ({
  type: 'CreateHomeworkTemplate',
  data: { templateId, title, instructions: ' Вечером. ', questions },
  metadata: { now },
});
const created: HomeworkTemplateEvent = { type: 'HomeworkTemplateCreated', data: { templateId, title: 'Дневник', instructions: 'Вечером.', questions: [energy, habit], createdAt: at } };
const archived: HomeworkTemplateEvent = { type: 'HomeworkTemplateArchived', data: { templateId, archivedAt: at } };

describe('homework templates decider', () => {
  it('should create a template trimmed, a scale question without options', () => {
    spec.given([]).when(create([{ ...energy, options: ['лишнее'] }, { ...habit, options: [' Зарядка ', 'Сон'] }])).then([created]);
  });

  it('should refuse a template without a title or a question, and a choice with one option', () => {
    spec.given([]).when(create([energy], '  ')).thenThrows('У задания должно быть название.');
    spec.given([]).when(create([])).thenThrows('В задании нужен хотя бы один вопрос.');
    spec.given([]).when(create([{ ...habit, options: ['Сон'] }])).thenThrows(/хотя бы два варианта/);
  });

  it('should change a template, and nothing when nothing changed', () => {
    const change = (title: string): HomeworkTemplateCommand => ({ type: 'ChangeHomeworkTemplate', data: { templateId, title, instructions: 'Вечером.', questions: [energy, habit] }, metadata: { now } });
    spec.given([created]).when(change('Дневник')).then([]);
    spec.given([created]).when(change('Итоги недели')).then([
      { type: 'HomeworkTemplateChanged', data: { templateId, title: 'Итоги недели', instructions: 'Вечером.', questions: [energy, habit], changedAt: at } },
    ]);
    spec.given([]).when(change('Итоги недели')).thenThrows('Такого шаблона задания нет.');
    spec.given([created, archived]).when(change('Итоги недели')).thenThrows(/в архиве/);
  });

  it('should archive a template once', () => {
    const archive: HomeworkTemplateCommand = { type: 'ArchiveHomeworkTemplate', data: { templateId }, metadata: { now } };
    spec.given([created]).when(archive).then([archived]);
    spec.given([created, archived]).when(archive).then([]);
  });
});
