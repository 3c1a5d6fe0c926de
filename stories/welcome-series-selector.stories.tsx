import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import type { WelcomeSeriesTrigger } from '../web/src/features/newsletters/api/welcome-series';
import { WelcomeSeriesSelector } from '../web/src/features/newsletters/components/welcome-series-selector';

/** The series the coach picks in the story's play. */
const chosen = fn<(trigger: WelcomeSeriesTrigger) => void>();

const meta = {
  title: 'Личный кабинет/Рассылка/Выбор приветственной серии',
  component: WelcomeSeriesSelector,
  args: { value: 'guide', onChange: chosen },
} satisfies Meta<typeof WelcomeSeriesSelector>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The three series, the one after the guide chosen; a click tells which one the coach chose. */
export const AfterGuideChosen: Story = {
  play: async ({ canvasElement }) => {
    chosen.mockClear();
    const selector = within(canvasElement);
    await expect(selector.getAllByRole('tab').map((tab) => tab.textContent)).toEqual(['После гида', 'После первой покупки', 'После первой сессии']);
    await expect(selector.getByRole('tab', { name: 'После гида' })).toHaveAttribute('aria-selected', 'true');
    await userEvent.click(selector.getByRole('tab', { name: 'После первой сессии' }));
    await userEvent.click(selector.getByRole('tab', { name: 'После первой покупки' }));
    await expect(chosen.mock.calls).toEqual([['first_session'], ['first_purchase']]);
  },
};

/** On a phone the three tabs share the width, each name on up to two lines: none is cut off. */
export const OnPhone: Story = { globals: { viewport: { value: 'mobile1', isRotated: false } } };
