import Box from '@mui/joy/Box';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { ServiceCards } from '../web/src/features/landing/components/service-cards';
import { ServiceDetailsDialog } from '../web/src/features/landing/components/service-details-dialog';
import { placeholderServices, serviceDetails } from '../web/src/features/landing/content/service-details';
import { landingConsultationTypes } from './product-fixtures';

const meta = {
  title: 'Сайт/Главная/Услуги',
  component: ServiceCards,
  decorators: [
    (Story) => (
      <Box sx={{ maxWidth: 1100, mx: 'auto', p: 2 }}>
        <Story />
      </Box>
    ),
  ],
  args: { services: landingConsultationTypes, onDetails: fn(), onBook: fn() },
} satisfies Meta<typeof ServiceCards>;

export default meta;
type Story = StoryObj<typeof meta>;

/** «Индивидуальные решения» with the seeded catalogue. */
export const Cards: Story = {};

/** Before the catalogue answers: the single session shows the placeholder price of 3 500 ₽. */
export const BeforeLoad: Story = { args: { services: placeholderServices } };

/** «Узнать подробнее» on each card. */
export const CoachingSessionDetails: Story = {
  render: () => <ServiceDetailsDialog service={landingConsultationTypes[0]!} details={serviceDetails[0]} onClose={fn()} onBook={fn()} />,
};

export const FiveSessionsDetails: Story = {
  render: () => <ServiceDetailsDialog service={landingConsultationTypes[1]!} details={serviceDetails[1]} onClose={fn()} onBook={fn()} />,
};

export const TenSessionsDetails: Story = {
  render: () => <ServiceDetailsDialog service={landingConsultationTypes[2]!} details={serviceDetails[2]} onClose={fn()} onBook={fn()} />,
};
