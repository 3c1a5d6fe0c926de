import Chip from '@mui/joy/Chip';
import Tab from '@mui/joy/Tab';
import TabList from '@mui/joy/TabList';
import TabPanel from '@mui/joy/TabPanel';
import Tabs from '@mui/joy/Tabs';
import type { ReactNode } from 'react';
import type { ClientCard } from '../../../api/generated/model';

/**
 * A tab another feature adds to the client's card («Задания», «Сообщения»): the app composes them
 * (app/routes/lk/admin/clients.tsx), since a feature never imports another. `value` is the address's
 * `?tab=`.
 */
export type ClientCardTab = {
  value: string;
  label: string;
  render: (card: ClientCard) => ReactNode;
  /** A count beside the label (unread messages); none when zero or undefined. */
  badge?: (card: ClientCard) => number | undefined;
};

/** The card's own content, the first tab. */
const cardTab = 'card';

export type ClientCardTabsProps = {
  card: ClientCard;
  tabs: readonly ClientCardTab[];
  /** The open tab (`?tab=`); the card itself without one. */
  tab: string | undefined;
  onTab: (value: string | undefined) => void;
  /** The card's own sections. */
  children: ReactNode;
};

/** The card with its tabs: «Карточка» first, then the features' tabs; without any, just the card. */
export function ClientCardTabs({ card, tabs, tab, onTab, children }: ClientCardTabsProps) {
  if (tabs.length === 0) return <>{children}</>;
  const open = tab !== undefined && tabs.some((other) => other.value === tab) ? tab : cardTab;
  return (
    <Tabs
      aria-label="Разделы карточки клиента"
      value={open}
      onChange={(_event, value) => onTab(value === cardTab || typeof value !== 'string' ? undefined : value)}
      sx={{ bgcolor: 'transparent' }}
    >
      <TabList sx={{ overflowX: 'auto', flexWrap: 'nowrap' }}>
        <Tab value={cardTab}>Карточка</Tab>
        {tabs.map((other) => {
          const badge = other.badge?.(card) ?? 0;
          return (
            <Tab key={other.value} value={other.value}>
              {other.label}
              {badge > 0 && (
                <Chip size="sm" variant="solid" color="primary">
                  {badge}
                </Chip>
              )}
            </Tab>
          );
        })}
      </TabList>
      <TabPanel value={cardTab} sx={{ px: 0 }}>
        {children}
      </TabPanel>
      {tabs.map((other) => (
        <TabPanel key={other.value} value={other.value} sx={{ px: 0 }}>
          {open === other.value && other.render(card)}
        </TabPanel>
      ))}
    </Tabs>
  );
}
