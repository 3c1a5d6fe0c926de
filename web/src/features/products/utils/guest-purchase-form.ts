import { z } from 'zod';

export const REQUIRED_TEXT = 'Обязательно';
export const INVALID_EMAIL_TEXT = 'Введите корректный емаил';

/** something@something.tld without spaces: the rule of the login form and of the server. */
const emailPattern = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** The guest part of the product purchase form (spec 2.8, 5), with the spec's exact messages. */
export const guestPurchaseSchema = z.object({
  email: z.string().trim().min(1, REQUIRED_TEXT).max(254, INVALID_EMAIL_TEXT).regex(emailPattern, INVALID_EMAIL_TEXT),
  emailConfirmed: z.literal(true, { error: REQUIRED_TEXT }),
  agreement: z.literal(true, { error: REQUIRED_TEXT }),
  notification: z.boolean(),
});

export type GuestPurchaseForm = { email: string; emailConfirmed: boolean; agreement: boolean; notification: boolean };

export type GuestFormErrors = Partial<Record<keyof GuestPurchaseForm, string>>;

export const emptyGuestForm: GuestPurchaseForm = { email: '', emailConfirmed: false, agreement: false, notification: false };

/** One message per field (the first rule it breaks), or none when the form may be sent. */
export function validateGuestForm(form: GuestPurchaseForm): GuestFormErrors {
  const result = guestPurchaseSchema.safeParse(form);
  if (result.success) return {};
  const errors: GuestFormErrors = {};
  for (const issue of result.error.issues) {
    const field = issue.path[0] as keyof GuestPurchaseForm;
    errors[field] ??= issue.message;
  }
  return errors;
}
