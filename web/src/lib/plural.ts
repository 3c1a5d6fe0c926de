const russian = new Intl.PluralRules('ru');

/** The Russian form for a count: plural(1, 'платёж', 'платежа', 'платежей') → «платёж», 3 → «платежа», 5 → «платежей». */
export function plural(count: number, one: string, few: string, many: string): string {
  const form = russian.select(count);
  return form === 'one' ? one : form === 'few' ? few : many;
}

/** «1 сессия», «3 сессии», «5 сессий». */
export const sessionCount = (count: number): string => `${count} ${plural(count, 'сессия', 'сессии', 'сессий')}`;

/** «1 месяц», «3 месяца», «12 месяцев». */
export const monthCount = (count: number): string => `${count} ${plural(count, 'месяц', 'месяца', 'месяцев')}`;

/** «Осталась 1 сессия», «Осталось 3 сессии», «Осталось 5 сессий»: what is left on a client's packages. */
export const sessionsLeft = (count: number): string => `${plural(count, 'Осталась', 'Осталось', 'Осталось')} ${sessionCount(count)}`;

/** «1 новое сообщение», «3 новых сообщения», «5 новых сообщений». */
export const unreadMessages = (count: number): string => `${count} ${plural(count, 'новое сообщение', 'новых сообщения', 'новых сообщений')}`;
