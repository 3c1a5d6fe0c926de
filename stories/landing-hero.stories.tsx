import Button from '@mui/joy/Button';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { DownloadIcon } from '../web/src/components/icons/icons';
import { LandingHero } from '../web/src/features/landing/components/landing-hero';

const meta = {
  title: 'Сайт/Главная/Первый экран',
  component: LandingHero,
  args: {
    onStepForward: fn(),
    freeGuideAction: (
      <Button size="lg" variant="outlined" startDecorator={<DownloadIcon />}>
        Скачать бесплатно PDF «5 шагов к поиску своего призвания»
      </Button>
    ),
  },
} satisfies Meta<typeof LandingHero>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
