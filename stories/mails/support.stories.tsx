import type { Meta } from '@storybook/react-vite';
import { MailPreview, mailStory } from './mail-preview';

/** The coach’s copy of a client’s request to support. */
const meta = {
  title: 'Письма/Поддержка',
  component: MailPreview,
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof MailPreview>;

export default meta;

export const SupportRequest = mailStory('support-request');
