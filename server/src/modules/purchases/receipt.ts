/**
 * 54-FZ receipt settings of the practice: a self-employed coach sells without VAT (vat_code 1),
 * sessions are services and digital products are intellectual activity results, paid in full.
 */
export const receiptSettings = {
  vatCode: 1,
  consultationSubject: 'service',
  productSubject: 'intellectual_activity',
  paymentMode: 'full_payment',
} as const;

/** How long an unpaid session keeps its slot before the expiry job frees it. */
export const paymentHoldMinutes = 15;
