import { DomainError, type Command, type Decider, unknownCase } from '../../eventstore/decider';
import { eventTypesOf } from '../../eventstore/event-schema';
import { homeworkTemplateEventSchemas, type HomeworkQuestion, type HomeworkTemplateEvent } from './events';
import { normalizedQuestion } from '../../shared/questionnaire';

/** What the coach writes in a template. */
export type TemplateContent = { title: string; instructions: string; questions: readonly HomeworkQuestion[] };

export type CreateHomeworkTemplate = Command<'CreateHomeworkTemplate', { templateId: string } & TemplateContent>;
export type ChangeHomeworkTemplate = Command<'ChangeHomeworkTemplate', { templateId: string } & TemplateContent>;
export type ArchiveHomeworkTemplate = Command<'ArchiveHomeworkTemplate', { templateId: string }>;
export type HomeworkTemplateCommand = CreateHomeworkTemplate | ChangeHomeworkTemplate | ArchiveHomeworkTemplate;

export type HomeworkTemplate = TemplateContent & { templateId: string; archived: boolean; createdAt: string; changedAt: string };

/** Every template the coach made, by id, archived ones too (homework keeps naming them). */
export type HomeworkTemplatesState = { templates: Readonly<Record<string, HomeworkTemplate>> };

const invalid = (detail: string) => new DomainError('invalid', detail);

/** The content as it is kept: trimmed, with checked questions; refused without a title or a question. */
function normalizedContent(content: TemplateContent): TemplateContent & { questions: HomeworkQuestion[] } {
  const title = content.title.trim();
  if (title === '') throw invalid('У задания должно быть название.');
  if (content.questions.length === 0) throw invalid('В задании нужен хотя бы один вопрос.');
  const questions = content.questions.map((question) => normalizedQuestion(question, invalid));
  if (new Set(questions.map((question) => question.id)).size !== questions.length) throw invalid('Вопросы задания повторяются.');
  return { title, instructions: content.instructions.trim(), questions };
}

const sameContent = (a: TemplateContent, b: TemplateContent) =>
  a.title === b.title && a.instructions === b.instructions && JSON.stringify(a.questions) === JSON.stringify(b.questions);

const notFound = () => new DomainError('not_found', 'Такого шаблона задания нет.');

/** The coach's homework templates («Домашние задания» → «Шаблоны»), in the one `homework-templates` stream. */
export const homeworkTemplatesDecider: Decider<HomeworkTemplateCommand, HomeworkTemplateEvent, HomeworkTemplatesState> = {
  eventTypes: eventTypesOf(homeworkTemplateEventSchemas),
  initialState: () => ({ templates: {} }),
  decide(command, state) {
    const at = command.metadata.now.toISOString();
    const { templateId } = command.data;
    const existing = state.templates[templateId];
    switch (command.type) {
      case 'CreateHomeworkTemplate': {
        const content = normalizedContent(command.data);
        // A repeated request with the same id and content records nothing.
        if (existing) {
          if (sameContent(existing, content)) return [];
          throw new DomainError('conflict', 'Шаблон с таким идентификатором уже есть.');
        }
        return [{ type: 'HomeworkTemplateCreated', data: { templateId, ...content, createdAt: at } }];
      }
      case 'ChangeHomeworkTemplate': {
        if (!existing) throw notFound();
        if (existing.archived) throw new DomainError('conflict', 'Шаблон в архиве: его нельзя изменить.');
        const content = normalizedContent(command.data);
        if (sameContent(existing, content)) return [];
        return [{ type: 'HomeworkTemplateChanged', data: { templateId, ...content, changedAt: at } }];
      }
      case 'ArchiveHomeworkTemplate': {
        if (!existing) throw notFound();
        if (existing.archived) return [];
        return [{ type: 'HomeworkTemplateArchived', data: { templateId, archivedAt: at } }];
      }
      default:
        throw unknownCase('command', command);
    }
  },
  evolve: (state, event) => {
    const { templateId } = event.data;
    const existing = state.templates[templateId];
    switch (event.type) {
      case 'HomeworkTemplateCreated': {
        const { title, instructions, questions, createdAt } = event.data;
        return { templates: { ...state.templates, [templateId]: { templateId, title, instructions, questions, archived: false, createdAt, changedAt: createdAt } } };
      }
      case 'HomeworkTemplateChanged': {
        if (!existing) return state;
        const { title, instructions, questions, changedAt } = event.data;
        return { templates: { ...state.templates, [templateId]: { ...existing, title, instructions, questions, changedAt } } };
      }
      case 'HomeworkTemplateArchived':
        return existing ? { templates: { ...state.templates, [templateId]: { ...existing, archived: true, changedAt: event.data.archivedAt } } } : state;
      default:
        throw unknownCase('event', event);
    }
  },
};
