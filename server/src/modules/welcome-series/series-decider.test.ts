import { describe, it } from 'vitest';
import { deciderSpec } from '../../../../tests/support/decider-spec';
import type { WelcomeLetter, WelcomeSeriesDefinitionEvent } from './events';
import { seriesDecider, type SaveWelcomeSeries } from './series-decider';

const spec = deciderSpec(seriesDecider);
const now = new Date('2026-11-22T10:00:00.000Z');
const at = now.toISOString();
const letter = (n: number, delayDays: number): WelcomeLetter => ({ id: `7d7f2a52-7c1b-4a53-9a55-2f0f0c3c9a1${n}`, subject: `Письмо ${n}`, html: `<p>Текст ${n}</p>`, delayDays });
const letters = [letter(1, 0), letter(2, 2), letter(3, 5)];

const save = (data: Partial<SaveWelcomeSeries['data']> = {}): SaveWelcomeSeries => ({
  type: 'SaveWelcomeSeries',
  data: { enabled: true, stopOnPurchase: true, letters, ...data },
  metadata: { now },
});
const saved = (version: number, data: { enabled?: boolean; stopOnPurchase?: boolean; letters?: WelcomeLetter[] } = {}): WelcomeSeriesDefinitionEvent => ({
  type: 'WelcomeSeriesSaved',
  data: { version, enabled: true, stopOnPurchase: true, letters, ...data, savedAt: at },
});

describe('welcome series decider', () => {
  it('should save the series with its letters on days 0, 2 and 5, each save a new version', () => {
    spec.given([]).when(save()).then([saved(1)]);
    spec.given([saved(1)]).when(save({ stopOnPurchase: false })).then([saved(2, { stopOnPurchase: false })]);
  });

  it('should record nothing when the same series is saved again', () => {
    spec.given([saved(1)]).when(save()).then([]);
  });

  it('should refuse a first letter after day 0, days going back, and an enabled series without letters', () => {
    spec.given([]).when(save({ letters: [letter(1, 1)] })).thenThrows('Первое письмо уходит сразу: день 0.');
    spec.given([]).when(save({ letters: [letter(1, 0), letter(2, 5), letter(3, 2)] })).thenThrows('Письмо 3 не может уйти раньше письма 2.');
    spec.given([]).when(save({ letters: [] })).thenThrows('Добавьте хотя бы одно письмо, чтобы включить серию.');
    spec.given([]).when(save({ letters: [letter(1, 0), letter(1, 2)] })).thenThrows(/повторяются/);
  });

  it('should let the coach keep a series turned off without letters', () => {
    spec.given([]).when(save({ enabled: false, letters: [] })).then([saved(1, { enabled: false, letters: [] })]);
  });
});
