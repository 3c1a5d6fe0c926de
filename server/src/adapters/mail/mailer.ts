/**
 * A sender as a name and an address, never one string: nodemailer quotes or encodes the name, so a
 * `:` or `<` in the coach's name cannot turn the header into a group or a second address.
 */
export type MailAddress = { name: string; address: string };

/** A sender: an address object, or `MAIL_FROM` as the operator wrote it (`Name <address>`). */
export type MailSender = string | MailAddress;

/** An outgoing e-mail: always both a text and an HTML part. */
export type MailMessage = {
  /** The sender; the mailer's configured one when absent. */
  from?: MailSender;
  to: string;
  subject: string;
  text: string;
  html: string;
  replyTo?: string;
  headers?: Record<string, string>;
  /**
   * The mailing list the message belongs to, as `List-Id` (RFC 2919): its name and its id
   * (`newsletter.example.ru`). Nodemailer encodes the name (RFC 2047) and leaves the id in its
   * angle brackets readable, which a plain header value would not.
   */
  list?: { name: string; id: string };
  /** An iCalendar invitation (RFC 6047): sent as a `text/calendar` alternative that mail clients offer to add. */
  calendar?: { method: 'REQUEST' | 'CANCEL'; content: string };
  /** Files attached to the message (a gift certificate's PDF). */
  attachments?: { filename: string; contentType: string; content: Buffer }[];
};

export interface Mailer {
  /** Sends one message; resolves with the message id. Throws when the transport refuses it. */
  send(message: MailMessage): Promise<{ messageId: string }>;
  close(): Promise<void>;
}
