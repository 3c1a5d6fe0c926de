/**
 * The delivery ledger of the jobs' mails (`adapters/mail/once-mailer.ts`): one row per mail a job
 * sends, keyed by the job's business identity, claimed as `sending` by its runner before the mail
 * leaves (`runner`, `started_at`) and recorded as sent after (`message_id`, `sent_at`), so a job
 * taken over from a process that died after its mail does not send it again. No address or
 * content: the key names the job (`purchase-confirmation-mail:purchase-confirmation-<id>`).
 * Released: never edit this file.
 */
export const mailDeliveries = `
  CREATE TABLE IF NOT EXISTS mail_deliveries (
    key text PRIMARY KEY,
    runner text NOT NULL,
    started_at timestamptz NOT NULL,
    message_id text,
    sent_at timestamptz
  );
  CREATE INDEX IF NOT EXISTS mail_deliveries_started_at ON mail_deliveries (started_at)
`;
