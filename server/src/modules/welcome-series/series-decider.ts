import { DomainError, type Command, type Decider, unknownCase } from '../../eventstore/decider';
import { eventTypesOf } from '../../eventstore/event-schema';
import { welcomeSeriesDefinitionEventSchemas, type WelcomeLetter, type WelcomeSeriesDefinitionEvent } from './events';

export type SaveWelcomeSeries = Command<'SaveWelcomeSeries', { enabled: boolean; stopOnPurchase: boolean; letters: readonly WelcomeLetter[] }>;

/** The series as last saved; version 0 before the first save (off, no letters). */
export type WelcomeSeriesState = { version: number; enabled: boolean; stopOnPurchase: boolean; letters: readonly WelcomeLetter[] };

const invalid = (detail: string) => new DomainError('invalid', detail);

/**
 * The welcome series after the free guide (`welcome-series-guide`): letters with a day each, the
 * first on day 0, days never going back; saving the same series again records nothing.
 */
export const seriesDecider: Decider<SaveWelcomeSeries, WelcomeSeriesDefinitionEvent, WelcomeSeriesState> = {
  eventTypes: eventTypesOf(welcomeSeriesDefinitionEventSchemas),
  initialState: () => ({ version: 0, enabled: false, stopOnPurchase: true, letters: [] }),
  decide(command, state) {
    const { enabled, stopOnPurchase, letters } = command.data;
    if (enabled && letters.length === 0) throw invalid('Добавьте хотя бы одно письмо, чтобы включить серию.');
    if (letters.length > 0 && letters[0]!.delayDays !== 0) throw invalid('Первое письмо уходит сразу: день 0.');
    for (const [index, letter] of letters.entries()) {
      if (!letter.subject.trim()) throw invalid(`У письма ${index + 1} нет темы.`);
      if (!letter.html.trim()) throw invalid(`У письма ${index + 1} нет текста.`);
      if (index > 0 && letter.delayDays < letters[index - 1]!.delayDays) throw invalid(`Письмо ${index + 1} не может уйти раньше письма ${index}.`);
    }
    if (new Set(letters.map((letter) => letter.id)).size !== letters.length) throw invalid('Письма серии повторяются: обновите страницу.');
    const same = state.enabled === enabled && state.stopOnPurchase === stopOnPurchase && JSON.stringify(state.letters) === JSON.stringify(letters);
    if (same && state.version > 0) return [];
    return [
      {
        type: 'WelcomeSeriesSaved',
        data: { version: state.version + 1, enabled, stopOnPurchase, letters: letters.map((letter) => ({ ...letter })), savedAt: command.metadata.now.toISOString() },
      },
    ];
  },
  evolve: (state, event) => {
    switch (event.type) {
      case 'WelcomeSeriesSaved':
        return { version: event.data.version, enabled: event.data.enabled, stopOnPurchase: event.data.stopOnPurchase, letters: event.data.letters };
      default:
        throw unknownCase('event', event.type);
    }
  },
};
