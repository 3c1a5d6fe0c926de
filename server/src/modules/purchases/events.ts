export const purchaseStreamId = (purchaseId: string) => `purchase-${purchaseId}`;

export type PurchasedItem =
  | { kind: 'consultation'; typeId: number; consultationId: number; sessions: number }
  | { kind: 'product'; typeId: number };

/** Who pays: a signed-in client, or a guest known only by the e-mail she gave. */
export type Buyer = { userId: string | null; email: string };

export type PurchaseStarted = {
  type: 'PurchaseStarted';
  data: { purchaseId: string; item: PurchasedItem; amountKopecks: number; description: string; buyer: Buyer; startedAt: string };
};
export type PaymentRequested = {
  type: 'PaymentRequested';
  data: { purchaseId: string; provider: string; paymentId: string; confirmationToken: string; payBy: string };
};
export type PaymentSucceeded = {
  type: 'PaymentSucceeded';
  data: { purchaseId: string; paymentId: string; amountKopecks: number; succeededAt: string };
};
export type PaymentCanceled = {
  type: 'PaymentCanceled';
  data: { purchaseId: string; paymentId: string; reason: string; canceledAt: string };
};
export type PurchaseExpired = { type: 'PurchaseExpired'; data: { purchaseId: string; expiredAt: string } };
export type RefundSucceeded = {
  type: 'RefundSucceeded';
  data: { purchaseId: string; paymentId: string; refundId: string; amountKopecks: number; refundedAt: string };
};

export type PurchaseEvent = PurchaseStarted | PaymentRequested | PaymentSucceeded | PaymentCanceled | PurchaseExpired | RefundSucceeded;
