import Button from '@mui/joy/Button';
import Stack from '@mui/joy/Stack';
import type { MouseEvent } from 'react';
import { Link as RouterLink, useLocation } from 'react-router';
import { paths } from '../../config/paths';
import { scrollToSection } from '../../lib/scroll-to-section';
import { type MenuItem, mainMenuItems, menuItemHref } from './menu-items';

export type MainMenuProps = {
  orientation?: 'horizontal' | 'vertical';
  /** Called after any entry is chosen (the drawer closes itself with it). */
  onItemSelect?: () => void;
};

/** Обо мне, Услуги, Продукты, Отзывы, Контакты, Статьи; sections scroll when already on the landing. */
export function MainMenu({ orientation = 'horizontal', onItemSelect }: MainMenuProps) {
  const location = useLocation();
  const onLanding = location.pathname === paths.landing;

  function handleClick(event: MouseEvent, item: MenuItem) {
    if (item.path && onLanding && scrollToSection(item.path)) event.preventDefault();
    onItemSelect?.();
  }

  const vertical = orientation === 'vertical';
  return (
    <Stack
      component="ul"
      direction={vertical ? 'column' : 'row'}
      gap={vertical ? 0.5 : 0}
      sx={{ listStyle: 'none', m: 0, p: 0 }}
    >
      {mainMenuItems.map((item) => {
        const current = !item.path && location.pathname === item.page;
        return (
          <li key={item.name}>
            <Button
              component={RouterLink}
              to={menuItemHref(item)}
              onClick={(event: MouseEvent) => handleClick(event, item)}
              variant={current ? 'soft' : 'plain'}
              color={current ? 'primary' : 'neutral'}
              aria-current={current ? 'page' : undefined}
              fullWidth={vertical}
              sx={vertical ? { justifyContent: 'flex-start' } : undefined}
            >
              {item.name}
            </Button>
          </li>
        );
      })}
    </Stack>
  );
}
