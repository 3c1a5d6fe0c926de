import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { ProductPurchaseDialog } from '../web/src/features/products/components/product-purchase-dialog';
import { SentToEmailNote } from '../web/src/features/products/components/sent-to-email-note';
import { emptyGuestForm, validateGuestForm } from '../web/src/features/products/utils/guest-purchase-form';
import { balanceWorkbook, freeGuide, purchasedProducts } from './product-fixtures';

const filled = { email: 'guest@example.ru', emailConfirmed: true, agreement: true, notification: false };

const meta = {
  title: 'Сайт/Покупка продукта',
  component: ProductPurchaseDialog,
  args: {
    product: balanceWorkbook,
    guest: true,
    form: emptyGuestForm,
    errors: {},
    submitting: false,
    onFormChange: fn(),
    onSubmit: fn(),
    onClose: fn(),
  },
} satisfies Meta<typeof ProductPurchaseDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A guest opens a paid product: e-mail, its confirmation and the two consents. */
export const GuestEmpty: Story = {};

/** «Купить» on an empty form: every required field says «Обязательно». */
export const GuestRequired: Story = { args: { errors: validateGuestForm(emptyGuestForm) } };

const malformed = { ...filled, email: 'guest@example' };
/** A malformed address: «Введите корректный емаил». */
export const GuestMalformedEmail: Story = { args: { form: malformed, errors: validateGuestForm(malformed) } };

const unconfirmed = { ...filled, emailConfirmed: false };
/** The address is not confirmed: «Обязательно» under the checkbox. */
export const GuestEmailNotConfirmed: Story = { args: { form: unconfirmed, errors: validateGuestForm(unconfirmed) } };

const noConsent = { ...filled, agreement: false };
/** No consent to personal data processing: «Обязательно». */
export const GuestNoConsent: Story = { args: { form: noConsent, errors: validateGuestForm(noConsent) } };

export const GuestFilled: Story = { args: { form: { ...filled, notification: true } } };

/** A signed-in client skips the form. */
export const SignedIn: Story = { args: { guest: false } };

/** The free guide (type 1): «Бесплатно» and «Получить БЕСПЛАТНО». */
export const FreeProductGuest: Story = { args: { product: freeGuide } };

export const FreeProductSignedIn: Story = { args: { product: freeGuide, guest: false } };

export const Sending: Story = { args: { form: filled, submitting: true } };

/** After a guest's free purchase. */
export const SentToEmail: Story = {
  render: () => <SentToEmailNote email="guest@example.ru" onClose={fn()} />,
};

/** A signed-in client opens a paid product she already has: no second payment, «Скачать» instead. */
export const AlreadyOwned: Story = { args: { guest: false, owned: purchasedProducts.find((purchase) => purchase.type.id === balanceWorkbook.id) ?? purchasedProducts[0], onDownload: fn() } };

export const AlreadyOwnedDownloading: Story = { args: { ...AlreadyOwned.args, downloading: true } };
