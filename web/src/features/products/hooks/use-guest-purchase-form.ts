import { useState } from 'react';
import { emptyGuestForm, validateGuestForm, type GuestFormErrors, type GuestPurchaseForm } from '../utils/guest-purchase-form';

/**
 * The guest form's state. Messages appear on the first submit; after that they follow the input,
 * so a fixed field loses its message at once.
 */
export function useGuestPurchaseForm() {
  const [form, setForm] = useState<GuestPurchaseForm>(emptyGuestForm);
  const [errors, setErrors] = useState<GuestFormErrors>({});
  const [submitted, setSubmitted] = useState(false);

  const change = (next: GuestPurchaseForm) => {
    setForm(next);
    if (submitted) setErrors(validateGuestForm(next));
  };

  /** The form to send, or null when a message is now shown. */
  const validate = (): GuestPurchaseForm | null => {
    const found = validateGuestForm(form);
    setSubmitted(true);
    setErrors(found);
    return Object.keys(found).length === 0 ? form : null;
  };

  return { form, errors, change, validate };
}
