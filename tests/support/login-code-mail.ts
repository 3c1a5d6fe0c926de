import { waitForMail } from './outbox';

/**
 * Waits for a sign-in mail to `email` that is not in `seen`, adds it there and returns its code,
 * so consecutive calls read consecutive codes.
 */
export async function readCodeFromOutbox(outboxDir: string, email: string, seen: Set<string> = new Set()): Promise<string> {
  const mail = await waitForMail(
    outboxDir,
    (message) => message.to.includes(email) && !seen.has(message.file) && /\b\d{5}\b/.test(message.subject),
    15_000,
  );
  seen.add(mail.file);
  const code = /\b(\d{5})\b/.exec(mail.subject)?.[1];
  if (!code) throw new Error(`No code in mail subject: ${mail.subject}`);
  return code;
}
