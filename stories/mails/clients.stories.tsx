import type { Meta } from '@storybook/react-vite';
import { MailPreview, mailStory } from './mail-preview';

/** Service mails about her own sessions: a freed time she waited for, the questionnaire, the testimonial invitation. */
const meta = {
  title: 'Письма/Клиентке',
  component: MailPreview,
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof MailPreview>;

export default meta;

export const Waitlist = mailStory('waitlist');
export const IntakeReminder = mailStory('intake-reminder');
export const TestimonialInvitation = mailStory('testimonial-invitation');
