import Box from '@mui/joy/Box';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { DateTime } from 'luxon';
import { fn } from 'storybook/test';
import { ConsultationCalendar } from '../web/src/features/consultations/components/consultation-calendar';
import { MOSCOW_ZONE } from '../web/src/lib/moscow-time';
import { decemberFreeDays, novemberFreeDays, storyToday } from './fixtures';

const today = DateTime.fromISO(storyToday, { zone: MOSCOW_ZONE }).setLocale('ru');

const meta = {
  title: 'Личный кабинет/Календарь/Календарь',
  component: ConsultationCalendar,
  decorators: [
    (Story) => (
      <Box sx={{ maxWidth: 720, mx: 'auto', p: 2 }}>
        <Story />
      </Box>
    ),
  ],
  args: {
    month: today.startOf('month'),
    today,
    freeDays: novemberFreeDays,
    loading: false,
    canGoBack: false,
    onPrevious: fn(),
    onNext: fn(),
    onPickDay: fn(),
    credits: 0,
  },
} satisfies Meta<typeof ConsultationCalendar>;

export default meta;
type Story = StoryObj<typeof meta>;

/** November, today the 22nd (outlined); free days after it are green, «previous» is disabled. */
export const CurrentMonthWithFreeDays: Story = {};

/** December: the back button works again. */
export const NextMonth: Story = {
  args: { month: today.plus({ months: 1 }).startOf('month'), freeDays: decemberFreeDays, canGoBack: true },
};

/** While the free days load every day is grey. */
export const Loading: Story = { args: { freeDays: undefined, loading: true } };

/** A client with a package: «Осталось сессий из пакета: 4». */
export const WithPackageCredits: Story = { args: { credits: 4 } };

/** The list came back empty: nothing is free this month. */
export const NoFreeDays: Story = { args: { freeDays: [] } };
