/** The back office's sections (issue 12, «Задания» from issue 46), in the order the coach sees them. `path` is under `/lk/admin/`. */
export const backOfficeSections = [
  { path: 'clients', title: 'Клиенты' },
  { path: 'schedule', title: 'Расписание' },
  // Homework templates (issue 46); homework is assigned from the client's card.
  { path: 'homework', title: 'Задания' },
  { path: 'services', title: 'Услуги' },
  { path: 'products', title: 'Продукты' },
  { path: 'payments', title: 'Платежи' },
  { path: 'journal', title: 'Журнал' },
  { path: 'practice', title: 'Практика' },
] as const;

export type BackOfficeSection = (typeof backOfficeSections)[number]['path'];

/** The section the address names (`/lk/admin/journal/…` → `journal`); the first one otherwise. */
export function currentSection(pathname: string): BackOfficeSection {
  const segment = /^\/lk\/admin\/([^/]+)/.exec(pathname)?.[1];
  return backOfficeSections.find((section) => section.path === segment)?.path ?? backOfficeSections[0].path;
}
