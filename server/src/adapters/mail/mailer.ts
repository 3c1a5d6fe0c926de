/** An outgoing e-mail: always both a text and an HTML part. */
export type MailMessage = {
  /** The sender; the mailer's configured one when absent. */
  from?: string;
  to: string;
  subject: string;
  text: string;
  html: string;
  replyTo?: string;
  headers?: Record<string, string>;
  /** An iCalendar invitation (RFC 6047): sent as a `text/calendar` alternative that mail clients offer to add. */
  calendar?: { method: 'REQUEST' | 'CANCEL'; content: string };
};

export interface Mailer {
  /** Sends one message; resolves with the message id. Throws when the transport refuses it. */
  send(message: MailMessage): Promise<{ messageId: string }>;
  close(): Promise<void>;
}
