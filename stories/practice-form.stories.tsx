import Box from '@mui/joy/Box';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { PracticeForm } from '../web/src/features/practice/components/practice-form';
import { filledPractice, seededPractice } from './back-office-fixtures';

const meta = {
  title: 'Кабинет коуча/Практика',
  component: PracticeForm,
  decorators: [
    (Story) => (
      <Box sx={{ maxWidth: 1100, mx: 'auto', p: 2 }}>
        <Story />
      </Box>
    ),
  ],
  args: { details: seededPractice, onSave: fn() },
} satisfies Meta<typeof PracticeForm>;

export default meta;
type Story = StoryObj<typeof meta>;

/** As the first start seeded it: today's placeholders. */
export const Seeded: Story = {};

/** Her real details as an individual entrepreneur, just saved. */
export const Filled: Story = { args: { details: filledPractice, saved: true } };

export const Saving: Story = { args: { details: filledPractice, saving: true } };

/** The server refused a wrong check digit. */
export const Refused: Story = { args: { details: filledPractice, saveError: 'ИНН: нужно 10 или 12 цифр с верной контрольной суммой.' } };

/** Every field left empty or wrong, sent: each says what is wrong (press «Сохранить»). */
export const Empty: Story = {
  args: {
    details: { ...seededPractice, coach_name: '', coach_name_genitive: '', legal_name: '', inn: '', postal_address: '', email: '', support_email: '', site: '' },
  },
};

export const Phone: Story = { args: { details: filledPractice }, globals: { viewport: { value: 'mobile1', isRotated: false } } };

/** What the coach saves in a story's play. */
const saved = fn();

/** The gift certificates' validity: a number of months from 1 to 36; what is outside is refused before it is sent. */
export const GiftCertificateValidity: Story = {
  args: { details: { ...filledPractice, gift_certificate_validity_months: 12 }, onSave: saved },
  play: async ({ canvasElement }) => {
    saved.mockClear();
    const form = within(canvasElement);
    const field = form.getByLabelText('Срок действия сертификата, месяцев');
    await expect(field).toHaveValue(12);
    await userEvent.clear(field);
    await userEvent.type(field, '40');
    await userEvent.click(form.getByRole('button', { name: 'Сохранить' }));
    await expect(form.getByText('Целое число месяцев от 1 до 36')).toBeVisible();
    await expect(saved).not.toHaveBeenCalled();
    await userEvent.clear(field);
    await userEvent.type(field, '6');
    await userEvent.click(form.getByRole('button', { name: 'Сохранить' }));
    await expect(saved).toHaveBeenCalledWith(expect.objectContaining({ gift_certificate_validity_months: 6 }));
  },
};
