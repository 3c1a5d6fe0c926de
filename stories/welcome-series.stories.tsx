import Box from '@mui/joy/Box';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import type { WelcomeSeries, WelcomeSeriesInput } from '../web/src/api/generated/model';
import { WelcomeSeriesEditor } from '../web/src/features/newsletters/components/welcome-series-editor';

/** The series after the free guide: two letters, on day 0 and day 2, stopped by a purchase. */
const afterGuide: WelcomeSeries = {
  version: 2,
  enabled: true,
  stop_on_purchase: true,
  guide_name: 'Пять шагов к себе',
  letters: [
    { id: '7d7f2a52-7c1b-4a53-9a55-2f0f0c3c9a11', subject: 'Добро пожаловать', html: '<p>Первое письмо</p>', delay_days: 0, sent: 12, advertisement: null },
    { id: '7d7f2a52-7c1b-4a53-9a55-2f0f0c3c9a12', subject: 'Второй шаг', html: '<p>Второе письмо</p>', delay_days: 2, sent: 7, advertisement: null },
  ],
};

/** The series after the first purchase: a purchase cannot stop it. */
const afterPurchase: WelcomeSeries = {
  trigger: 'first_purchase',
  version: 1,
  enabled: true,
  stop_on_purchase: false,
  guide_name: 'Пять шагов к себе',
  letters: [
    { id: '0b7f2a52-7c1b-4a53-9a55-2f0f0c3c9a21', subject: 'Спасибо за покупку', html: '<p>Первое</p>', delay_days: 0, sent: 5, advertisement: null },
    { id: '0b7f2a52-7c1b-4a53-9a55-2f0f0c3c9a22', subject: 'Как дела?', html: '<p>Второе</p>', delay_days: 7, sent: 3, advertisement: null },
  ],
};

/** What the editor saves in a story's play. */
const saved = fn<(input: WelcomeSeriesInput) => void>();

const meta = {
  title: 'Личный кабинет/Рассылка/Приветственная серия',
  component: WelcomeSeriesEditor,
  decorators: [
    (Story) => (
      <Box sx={{ maxWidth: 900, mx: 'auto', p: 2 }}>
        <Story />
      </Box>
    ),
  ],
  args: { series: afterGuide, onSave: saved },
} satisfies Meta<typeof WelcomeSeriesEditor>;

export default meta;
type Story = StoryObj<typeof meta>;

const letter = (canvasElement: HTMLElement, number: number) => within(within(canvasElement).getByRole('group', { name: `Письмо ${number}` }));

/** After the guide: each letter with its day and how many got it, the guide it follows and its settings. */
export const AfterGuide: Story = {
  play: async ({ canvasElement }) => {
    const editor = within(canvasElement);
    await expect(editor.getByText(/скачал гид «Пять шагов к себе»/)).toBeVisible();
    const first = letter(canvasElement, 1);
    await expect(first.getByRole('textbox', { name: /Тема письма 1/ })).toHaveValue('Добро пожаловать');
    await expect(first.getByRole('spinbutton', { name: 'День письма 1' })).toBeDisabled();
    await expect(first.getByText('Получили: 12')).toBeVisible();
    await expect(letter(canvasElement, 2).getByText('Получили: 7')).toBeVisible();
    await expect(editor.getByRole('checkbox', { name: 'Серия включена' })).toBeChecked();
    await expect(editor.getByRole('checkbox', { name: 'Покупка останавливает серию' })).toBeChecked();
  },
};

/** The second letter moved to day 3 and purchases no longer stopping it: the letters are saved in order with their days. */
export const SavedWithNewDay: Story = {
  play: async ({ canvasElement }) => {
    saved.mockClear();
    const editor = within(canvasElement);
    const day = letter(canvasElement, 2).getByRole('spinbutton', { name: 'День письма 2' });
    await userEvent.clear(day);
    await userEvent.type(day, '3');
    await userEvent.click(editor.getByRole('checkbox', { name: 'Покупка останавливает серию' }));
    await userEvent.click(editor.getByRole('button', { name: 'Сохранить серию' }));
    await expect(saved.mock.calls).toEqual([
      [
        {
          enabled: true,
          stop_on_purchase: false,
          letters: [
            { id: afterGuide.letters[0]?.id, subject: 'Добро пожаловать', html: '<p>Первое письмо</p>', delay_days: 0, advertisement: null },
            { id: afterGuide.letters[1]?.id, subject: 'Второй шаг', html: '<p>Второе письмо</p>', delay_days: 3, advertisement: null },
          ],
        },
      ],
    ]);
  },
};

/** A new letter (two days after the last one) is refused without a subject; removed, the series saves. */
export const NewLetterWithoutSubject: Story = {
  play: async ({ canvasElement }) => {
    saved.mockClear();
    const editor = within(canvasElement);
    await userEvent.click(editor.getByRole('button', { name: 'Добавить письмо' }));
    const third = letter(canvasElement, 3);
    await expect(third.getByRole('spinbutton', { name: 'День письма 3' })).toHaveValue(4);
    await userEvent.click(editor.getByRole('button', { name: 'Сохранить серию' }));
    await expect(third.getByText('Напишите тему письма.')).toBeVisible();
    const day = letter(canvasElement, 2).getByRole('spinbutton', { name: 'День письма 2' });
    await userEvent.clear(day);
    await userEvent.click(third.getByRole('button', { name: 'Удалить письмо 3' }));
    await userEvent.type(day, '0');
    await userEvent.click(editor.getByRole('button', { name: 'Сохранить серию' }));
    await expect(saved).toHaveBeenCalledTimes(1);
    await expect(saved.mock.calls[0]?.[0].letters.map((savedLetter) => savedLetter.delay_days)).toEqual([0, 0]);
  },
};

/** No letters yet: the series cannot be turned on. */
export const NoLetters: Story = {
  args: { series: { ...afterGuide, version: 0, enabled: false, letters: [] } },
  play: async ({ canvasElement }) => {
    saved.mockClear();
    const editor = within(canvasElement);
    await userEvent.click(editor.getByRole('checkbox', { name: 'Серия включена' }));
    await userEvent.click(editor.getByRole('button', { name: 'Сохранить серию' }));
    await expect(editor.getByText('Добавьте хотя бы одно письмо, чтобы включить серию.')).toBeVisible();
    await expect(saved).not.toHaveBeenCalled();
  },
};

/** After the first purchase: sent counts and the consent rule, and no «Покупка останавливает серию». */
export const AfterPurchase: Story = {
  args: { series: afterPurchase },
  play: async ({ canvasElement }) => {
    saved.mockClear();
    const editor = within(canvasElement);
    await expect(editor.getByText(/после первой оплаченной покупки/)).toBeVisible();
    await expect(editor.getByText(/согласие проверяется снова/)).toBeVisible();
    await expect(editor.getByText('Получили: 5')).toBeVisible();
    await expect(editor.getByText('Получили: 3')).toBeVisible();
    await expect(editor.queryByRole('checkbox', { name: 'Покупка останавливает серию' })).toBeNull();
    await userEvent.click(editor.getByRole('button', { name: 'Сохранить серию' }));
    await expect(saved.mock.calls).toEqual([[expect.objectContaining({ enabled: true, stop_on_purchase: false })]]);
  },
};
