import { z } from 'zod';

/** The guest part of the purchase form (spec 2.8, 5) with the spec's exact messages. */
export const guestPurchaseSchema = z.object({
  email: z
    .string()
    .trim()
    .min(1, 'Обязательно')
    .regex(/^[^\s@]+@[^\s@]+\.[^\s@]+$/, 'Введите корректный емаил'),
  emailConfirmed: z.literal(true, { error: 'Обязательно' }),
  agreement: z.literal(true, { error: 'Обязательно' }),
  notification: z.boolean(),
});

export type GuestPurchaseForm = { email: string; emailConfirmed: boolean; agreement: boolean; notification: boolean };

export type GuestFormErrors = Partial<Record<keyof GuestPurchaseForm, string>>;

/** The first message per field, or none when the form may be sent. */
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

/** The free lead magnet is hidden from product lists (spec 2.6, 2.7). */
export const FREE_PRODUCT_TYPE_ID = 1;
export const withoutFreeProduct = <T extends { id: number }>(types: readonly T[]) => types.filter((type) => type.id !== FREE_PRODUCT_TYPE_ID);
