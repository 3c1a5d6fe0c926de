import type { CalendarSession } from './calendar-session';

/** A paid purchase as its mails tell it: the purchases module reads it from the read models, the mail workers render it. */
export type PaidPurchase = {
  /** The buyer's name for the salutation, when she has an account and gave one. */
  recipientName?: string | null;
  /** The buyer's IANA time zone, when she has an account and it is known: the session's time is shown on her clock too. */
  recipientTimeZone?: string | null;
  description: string;
  /** The buyer's address when no account has it (a guest): her mail offers to create one. Null for a client. */
  guestEmail: string | null;
  amountKopecks: number;
  /** Present for a coaching session that is still booked. */
  session: CalendarSession | null;
  /** Package sessions left to book, when the purchase was a package. */
  creditsLeft: number;
  /** A signed link to the file, when the purchase was a digital product. */
  downloadUrl: string | null;
  /** The Moscow day a gift certificate bought with it is mailed to its recipient (`YYYY-MM-DD`); absent otherwise. */
  giftDeliverOn?: string | null;
};
