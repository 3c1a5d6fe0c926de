import Box from '@mui/joy/Box';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { ReviewsSection } from '../web/src/features/landing/components/reviews-section';

const meta = {
  title: 'Сайт/Главная/Отзывы',
  component: ReviewsSection,
  decorators: [
    (Story) => (
      <Box sx={{ maxWidth: 1100, mx: 'auto', p: 2 }}>
        <Story />
      </Box>
    ),
  ],
} satisfies Meta<typeof ReviewsSection>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The four testimonials, rated 5, 5, 4.5 and 5. */
export const Default: Story = {};

/** A phone: one testimonial per row. */
export const Narrow: Story = { globals: { viewport: { value: 'mobile1', isRotated: false } } };
