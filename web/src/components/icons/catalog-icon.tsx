import type { SvgIconProps } from '@mui/joy/SvgIcon';
import { ChatIcon, DonutIcon, ExploreIcon, GiftIcon, LightbulbIcon, RouteIcon, TerrainIcon } from './icons';

/** The `icon` keys the coach gives session and product types (the seeded catalogue uses these). */
export const catalogIcons = {
  chat: ChatIcon,
  route: RouteIcon,
  mountain: TerrainIcon,
  gift: GiftIcon,
  wheel: DonutIcon,
  compass: ExploreIcon,
} as const;

export type CatalogIconName = keyof typeof catalogIcons;

/** The Russian name of each icon, for the back office's choice. */
export const catalogIconNames: Readonly<Record<CatalogIconName, string>> = {
  chat: 'Разговор',
  route: 'Маршрут',
  mountain: 'Горы',
  gift: 'Подарок',
  wheel: 'Колесо',
  compass: 'Компас',
};

export type CatalogIconProps = SvgIconProps & { name: string };

/** The icon of a catalogue entry; an unknown key gets a neutral light bulb rather than nothing. */
export function CatalogIcon({ name, ...props }: CatalogIconProps) {
  const Icon = catalogIcons[name.trim().toLowerCase() as keyof typeof catalogIcons] ?? LightbulbIcon;
  return <Icon aria-hidden {...props} />;
}
