/** How the buyer paid, as the purchase recorded it: a refund goes back the same way. */
export type PaidMeans = 'bank_card' | 'sbp' | 'other' | 'sandbox';

/**
 * The refund's receipt as the buyer is told of it: `awaiting` also when its status is not known yet
 * (the mail never waits for it); `refused`: the register or «Мой налог» refused it and the coach
 * registers it by hand; `by-hand`: she did, `link` its address when she gave one.
 */
export type RefundReceiptNotice = { status: 'awaiting' } | { status: 'sent' } | { status: 'refused' } | { status: 'by-hand'; link: string | null };

/** A refund as its mail tells it: the purchases module reads it from the read models, the refund mail renders it. */
export type RefundNotice = {
  /** The buyer's name for the salutation, when she has an account and gave one. */
  recipientName: string | null;
  /** The buyer's IANA time zone, when she has an account and it is known: the refund's time is shown on her clock. */
  recipientTimeZone: string | null;
  /** What was bought, as the checkout described it («Пакет из 5 сессий, 2026-12-09»). */
  description: string;
  /** A session or a package of sessions, a product, a gift certificate. */
  itemKind: 'consultation' | 'product' | 'gift_certificate';
  /** What this refund gives back. */
  refundKopecks: number;
  /** What she paid for the purchase. */
  paidKopecks: number;
  refundedAt: Date;
  /** Null for a purchase paid before the method was recorded. */
  means: PaidMeans | null;
  /** Null for a purchase whose receipts are not kept (paid before receipts had records). */
  receipt: RefundReceiptNotice | null;
};

/** The refunded purchase as the read models know it, with its buyer's address (null once erased): the refund mail's port answers it. */
export type RefundedPurchase = Omit<RefundNotice, 'refundKopecks' | 'refundedAt'> & { email: string | null };
