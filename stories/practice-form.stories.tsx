import Box from '@mui/joy/Box';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
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
