import type { Meta } from '@storybook/react-vite';
import { MailPreview, mailStory } from './mail-preview';

/** The mails of signing in and of the account address: codes, the invitation to register, a taken address. */
const meta = {
  title: 'Письма/Вход и адрес',
  component: MailPreview,
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof MailPreview>;

export default meta;

export const SignInCode = mailStory('sign-in-code');
export const EmailChangeCode = mailStory('email-change-code');
export const AccountDeletionCode = mailStory('account-deletion-code');
export const RegistrationInvitation = mailStory('registration-invitation');
export const AddressTaken = mailStory('address-taken');
