import { type LandingSection, paths } from '../../config/paths';

/** A header menu entry (spec 3): a page, or a landing section to scroll to. */
export type MenuItem = { name: string; page: string; path?: LandingSection };

export const mainMenuItems: readonly MenuItem[] = [
  { name: 'Обо мне', page: paths.about },
  { name: 'Услуги', page: paths.landing, path: 'services' },
  { name: 'Продукты', page: paths.landing, path: 'products' },
  { name: 'Отзывы', page: paths.landing, path: 'reviews' },
  { name: 'Контакты', page: paths.landing, path: 'contact' },
  { name: 'Статьи', page: paths.blogs },
];

/** The address of an entry: sections live at `/?path=<id>`, so they also work from other pages. */
export function menuItemHref(item: MenuItem): string {
  return item.path ? `${item.page}?path=${item.path}` : item.page;
}
