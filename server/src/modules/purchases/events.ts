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

/** Nothing to pay (the free guide): the purchase is complete as soon as it starts. */
export type FreePurchaseCompleted = { type: 'FreePurchaseCompleted'; data: { purchaseId: string; completedAt: string } };

/** A guest's consents, given in the purchase form: who, which documents and versions, when. */
export type GuestConsentsGiven = {
  type: 'GuestConsentsGiven';
  data: {
    purchaseId: string;
    email: string;
    personalData: { document: string; version: string };
    advertising: { document: string; version: string } | null;
    givenAt: string;
  };
};

export type PurchaseEvent =
  | PurchaseStarted
  | GuestConsentsGiven
  | FreePurchaseCompleted
  | PaymentRequested
  | PaymentSucceeded
  | PaymentCanceled
  | PurchaseExpired
  | RefundSucceeded;
