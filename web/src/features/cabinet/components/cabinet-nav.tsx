import List from '@mui/joy/List';
import ListItem from '@mui/joy/ListItem';
import ListItemButton from '@mui/joy/ListItemButton';
import ListItemContent from '@mui/joy/ListItemContent';
import ListItemDecorator from '@mui/joy/ListItemDecorator';
import Stack from '@mui/joy/Stack';
import { Link as RouterLink, useLocation } from 'react-router';
import { HelpIcon } from '../../../components/icons/icons';
import { cabinetNavItems } from './cabinet-nav-items';

export type CabinetNavProps = {
  isSuperuser: boolean;
  onSupport: () => void;
};

/** Календарь, Продукты (+ Рассылка, Статьи, Кабинет коуча for superusers) and, at the bottom, support. */
export function CabinetNav({ isSuperuser, onSupport }: CabinetNavProps) {
  const { pathname } = useLocation();
  const items = cabinetNavItems.filter((item) => (isSuperuser ? !item.clientOnly : !item.superuserOnly));

  return (
    <Stack justifyContent="space-between" sx={{ flex: 1, gap: 2 }}>
      <List size="sm" sx={{ '--ListItem-radius': '8px', gap: 0.5, px: 1 }}>
        {items.map(({ name, page, icon: Icon, aliases }) => {
          const current = pathname === page || (aliases?.includes(pathname) ?? false);
          return (
            <ListItem key={page}>
              <ListItemButton component={RouterLink} to={page} selected={current} aria-current={current ? 'page' : undefined}>
                <ListItemDecorator>
                  <Icon />
                </ListItemDecorator>
                <ListItemContent>{name}</ListItemContent>
              </ListItemButton>
            </ListItem>
          );
        })}
      </List>
      <List size="sm" sx={{ '--ListItem-radius': '8px', px: 1 }}>
        <ListItem>
          <ListItemButton onClick={onSupport}>
            <ListItemDecorator>
              <HelpIcon />
            </ListItemDecorator>
            <ListItemContent>Запрос в поддержку</ListItemContent>
          </ListItemButton>
        </ListItem>
      </List>
    </Stack>
  );
}
