import type { Meta } from '@storybook/react-vite';
import { MailPreview, mailStory } from './mail-preview';

/** A payment confirmed (a session, a package, a file, a gift to a guest), a product bought again, a gift certificate to its recipient, a refund. */
const meta = {
  title: 'Письма/Покупки',
  component: MailPreview,
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof MailPreview>;

export default meta;

export const SessionPaid = mailStory('session-paid');
export const PackagePaid = mailStory('package-paid');
export const ProductPaid = mailStory('product-paid');
export const GiftToGuest = mailStory('gift-guest');
export const AlreadyOwned = mailStory('already-owned');
export const GiftCertificate = mailStory('gift-certificate');
export const PackageRefunded = mailStory('package-refunded');
