import type { ComponentType } from 'react';
import { ArticleIcon, CalendarIcon, MailIcon, ShieldIcon, ShoppingBagIcon } from '../../../components/icons/icons';
import { paths } from '../../../config/paths';

export type CabinetNavItem = {
  name: string;
  page: string;
  icon: ComponentType;
  superuserOnly: boolean;
  /** Other addresses that show the same entry as current. */
  aliases?: readonly string[];
};

/** The cabinet rail of spec 2.3, in order. */
export const cabinetNavItems: readonly CabinetNavItem[] = [
  { name: 'Календарь', page: paths.cabinet, icon: CalendarIcon, superuserOnly: false, aliases: [paths.cabinetCalendar] },
  { name: 'Продукты', page: paths.cabinetProducts, icon: ShoppingBagIcon, superuserOnly: false },
  { name: 'Рассылка', page: paths.newsletters, icon: MailIcon, superuserOnly: true },
  { name: 'Статьи', page: paths.articles, icon: ArticleIcon, superuserOnly: true },
  { name: 'Админка', page: paths.admin, icon: ShieldIcon, superuserOnly: true },
];
