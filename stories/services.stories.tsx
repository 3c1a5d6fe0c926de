import Box from '@mui/joy/Box';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { ServiceList } from '../web/src/features/services/components/service-list';
import { consultationTypes } from './fixtures';

const meta = {
  title: 'Кабинет коуча/Услуги/Список',
  component: ServiceList,
  decorators: [
    (Story) => (
      <Box sx={{ maxWidth: 1100, mx: 'auto', p: 2 }}>
        <Story />
      </Box>
    ),
  ],
  args: { types: consultationTypes, onEdit: fn() },
} satisfies Meta<typeof ServiceList>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The three consultation types, on sale. */
export const Full: Story = {};

/** The package of five taken off sale. */
export const OneOffSale: Story = { args: { types: consultationTypes.map((type) => (type.id === 2 ? { ...type, on_sale: false } : type)) } };

export const Empty: Story = { args: { types: [] } };

export const Phone: Story = { globals: { viewport: { value: 'mobile1', isRotated: false } } };
