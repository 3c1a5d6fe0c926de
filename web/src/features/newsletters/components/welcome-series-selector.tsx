import Tab from '@mui/joy/Tab';
import TabList from '@mui/joy/TabList';
import Tabs from '@mui/joy/Tabs';
import type { WelcomeSeriesTrigger } from '../api/welcome-series';

/** The three series, in the order the coach meets a person. */
export const welcomeSeriesNames: Record<WelcomeSeriesTrigger, string> = {
  guide: 'После гида',
  first_purchase: 'После первой покупки',
  first_session: 'После первой сессии',
};

const triggers = Object.keys(welcomeSeriesNames) as WelcomeSeriesTrigger[];

const isTrigger = (value: unknown): value is WelcomeSeriesTrigger => triggers.some((trigger) => trigger === value);

/** Tabs choosing which welcome series the editor below shows. */
export function WelcomeSeriesSelector({ value, onChange }: { value: WelcomeSeriesTrigger; onChange: (trigger: WelcomeSeriesTrigger) => void }) {
  return (
    <Tabs
      aria-label="Какая приветственная серия"
      value={value}
      onChange={(_event, next) => {
        if (isTrigger(next)) onChange(next);
      }}
      sx={{ bgcolor: 'transparent' }}
    >
      {/* On a phone the three share the width, each name on up to two lines, so none is cut off; wider, each takes its own. */}
      <TabList sx={{ flexWrap: 'nowrap' }}>
        {triggers.map((trigger) => (
          <Tab
            key={trigger}
            value={trigger}
            sx={{ flex: { xs: '1 1 0', sm: 'none' }, minWidth: 0, px: { xs: 1, sm: 2 }, whiteSpace: { xs: 'normal', sm: 'nowrap' }, textAlign: 'center', justifyContent: 'center' }}
          >
            {welcomeSeriesNames[trigger]}
          </Tab>
        ))}
      </TabList>
    </Tabs>
  );
}
