const russian = new Intl.PluralRules('ru');

/**
 * The Russian form for a count, as `Intl.PluralRules('ru')` picks it: plural(1, 'минуту', 'минуты', 'минут')
 * → «минуту», 3 → «минуты», 5, 11 or 14 → «минут». The web app's `web/src/lib/plural.ts` is its twin.
 */
export function plural(count: number, one: string, few: string, many: string): string {
  const form = russian.select(count);
  return form === 'one' ? one : form === 'few' ? few : many;
}

/** «1 месяц», «3 месяца», «12 месяцев». */
export const monthCount = (count: number): string => `${count} ${plural(count, 'месяц', 'месяца', 'месяцев')}`;
