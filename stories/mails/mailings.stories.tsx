import type { Meta } from '@storybook/react-vite';
import { MailPreview, mailStory } from './mail-preview';

/** Mailings she agreed to: a newsletter issue and a welcome-series letter, each with its unsubscribe links. */
const meta = {
  title: 'Письма/Рассылки',
  component: MailPreview,
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof MailPreview>;

export default meta;

export const Newsletter = mailStory('newsletter');
export const WelcomeLetter = mailStory('welcome-letter');
