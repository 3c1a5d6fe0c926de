import type { ComponentType } from 'react';
import { ArticleIcon, AssignmentIcon, CalendarIcon, ChatIcon, GiftIcon, MailIcon, ShieldIcon, ShoppingBagIcon, TuneIcon } from '../../../components/icons/icons';
import { paths } from '../../../config/paths';

export type CabinetNavItem = {
  name: string;
  page: string;
  icon: ComponentType;
  superuserOnly: boolean;
  /** Hidden from the coach: her side of it is elsewhere («Сообщения» is in each client's card). */
  clientOnly?: boolean;
  /** Other addresses that show the same entry as current. */
  aliases?: readonly string[];
};

/** The cabinet rail of spec 2.3, in order, with the settings page (not in the spec's list) last. */
export const cabinetNavItems: readonly CabinetNavItem[] = [
  { name: 'Календарь', page: paths.cabinet, icon: CalendarIcon, superuserOnly: false, aliases: [paths.cabinetCalendar] },
  { name: 'Продукты', page: paths.cabinetProducts, icon: ShoppingBagIcon, superuserOnly: false },
  { name: 'Сообщения', page: paths.cabinetMessages, icon: ChatIcon, superuserOnly: false, clientOnly: true },
  { name: 'Задания', page: paths.cabinetHomework, icon: AssignmentIcon, superuserOnly: false, clientOnly: true },
  { name: 'Активировать сертификат', page: paths.cabinetGift, icon: GiftIcon, superuserOnly: false },
  { name: 'Рассылка', page: paths.newsletters, icon: MailIcon, superuserOnly: true },
  { name: 'Статьи', page: paths.articles, icon: ArticleIcon, superuserOnly: true },
  { name: 'Кабинет коуча', page: paths.admin, icon: ShieldIcon, superuserOnly: true },
  { name: 'Настройки', page: paths.cabinetSettings, icon: TuneIcon, superuserOnly: false },
];
