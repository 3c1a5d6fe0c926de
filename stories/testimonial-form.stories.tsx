import Box from '@mui/joy/Box';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { TestimonialForm } from '../web/src/features/testimonials/components/testimonial-form';

/** What the form sends in the story's play. */
const sent = fn();

const meta = {
  title: 'Личный кабинет/Отзыв/Форма отзыва',
  component: TestimonialForm,
  decorators: [
    (Story) => (
      <Box sx={{ maxWidth: 720, mx: 'auto', p: 2 }}>
        <Story />
      </Box>
    ),
  ],
  args: { onSubmit: sent },
} satisfies Meta<typeof TestimonialForm>;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * A new testimonial: the publication consent stays unticked, a too short text is refused, the text
 * goes trimmed and privately unless she ticks the consent.
 */
export const New: Story = {
  play: async ({ canvasElement }) => {
    sent.mockClear();
    const form = within(canvasElement);
    const consent = form.getByRole('checkbox', { name: 'Согласен(на) на публикацию отзыва на сайте' });
    await expect(consent).not.toBeChecked();
    await userEvent.click(form.getByRole('button', { name: 'Отправить отзыв' }));
    await expect(form.getByText('Напишите хотя бы 10 символов.')).toBeVisible();
    await expect(sent).not.toHaveBeenCalled();

    await userEvent.type(form.getByRole('textbox', { name: /Ваш отзыв/ }), '  Очень помогло, спасибо!  ');
    await userEvent.click(form.getByRole('button', { name: 'Отправить отзыв' }));
    await userEvent.click(form.getByRole('radio', { name: /Без имени/ }));
    await userEvent.click(consent);
    await userEvent.click(form.getByRole('button', { name: 'Отправить отзыв' }));
    await expect(sent.mock.calls).toEqual([
      [{ text: 'Очень помогло, спасибо!', signature: 'initials', publication_consent: false }],
      [{ text: 'Очень помогло, спасибо!', signature: 'anonymous', publication_consent: true }],
    ]);
  },
};
