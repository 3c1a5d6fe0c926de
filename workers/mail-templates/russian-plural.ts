/**
 * Russian noun form for a count: `forms` are for 1, 2-4 and 5+ (минуту, минуты, минут),
 * with 11-14 taking the 5+ form.
 */
export function russianPlural(count: number, forms: readonly [one: string, few: string, many: string]): string {
  const lastTwo = Math.abs(count) % 100;
  const last = lastTwo % 10;
  if (lastTwo >= 11 && lastTwo <= 14) return forms[2];
  if (last === 1) return forms[0];
  if (last >= 2 && last <= 4) return forms[1];
  return forms[2];
}
