import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { readMail, type ReadMail } from './read-mail';

/** A message the outbox mailer wrote; `file` is its name, unique and sorting in sending order. */
export type OutboxMail = { file: string } & Pick<ReadMail, 'to' | 'subject' | 'text' | 'html' | 'headers' | 'calendar' | 'attachments'>;

/** Every `.eml` in the folder, oldest first; an absent folder is an empty outbox. */
export async function readOutbox(dir: string): Promise<OutboxMail[]> {
  let names: string[];
  try {
    names = await readdir(dir);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return [];
    throw error;
  }
  // Temporary files of a write in progress start with a dot and are not `.eml`.
  const files = names.filter((name) => name.endsWith('.eml') && !name.startsWith('.')).sort();
  return Promise.all(
    files.map(async (file) => {
      const { to, subject, text, html, headers, calendar, attachments } = await readMail(await readFile(path.join(dir, file)));
      return { file, to, subject, text, html, headers, calendar, attachments };
    }),
  );
}

/** Polls the outbox until a message matches and returns the newest match; throws after `timeoutMs`. */
export async function waitForMail(dir: string, predicate: (mail: OutboxMail) => boolean, timeoutMs = 10_000): Promise<OutboxMail> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const mails = await readOutbox(dir);
    const match = mails.findLast(predicate);
    if (match) return match;
    if (Date.now() >= deadline) {
      const seen = mails.map((mail) => `${mail.file}: to ${mail.to}, "${mail.subject}"`).join('\n  ');
      throw new Error(`No matching mail in ${dir} within ${timeoutMs} ms; the outbox holds ${mails.length}:\n  ${seen}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}
