const russian = new Intl.PluralRules('ru');

/** The Russian form for a count: plural(1, 'платёж', 'платежа', 'платежей') → «платёж», 3 → «платежа», 5 → «платежей». */
export function plural(count: number, one: string, few: string, many: string): string {
  const form = russian.select(count);
  return form === 'one' ? one : form === 'few' ? few : many;
}
