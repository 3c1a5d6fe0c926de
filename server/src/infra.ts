import type { Mailer } from './adapters/mail/mailer';
import type { JobQueue } from './adapters/queue/job-queue';
import type { Logger } from './config/logger';
import type { Database } from './db/database';
import type { EventStore } from './eventstore/event-store';
import type { WriteGeneration } from './http/read-cache';
import type { MailCoachSource } from './mail/layout';
import type { CalendarOrganizerSource } from './mail/session-calendar';

/**
 * The infrastructure every module takes from the composition root (services.ts builds it once in
 * `startServices`): typed here once, so a module's own dependencies are only its named ports. A
 * module takes the whole record or a `Pick<Infra, ...>` of it.
 */
export type Infra = {
  /** The clock (a test clock in the e2e app). */
  now: () => Date;
  /** The database as requests and jobs read it: after they appended, it waits for the read models. */
  db: Database;
  store: EventStore;
  /** Jobs are queued at once and run as scopes of writes that owe what queued them. */
  jobs: JobQueue;
  /** Waits until the read models show the given position of the event log. */
  readModelsAt: (position: bigint) => Promise<void>;
  /** Cached reads are not served across a write that became visible here (`http/read-cache.ts`). */
  writes: WriteGeneration;
  /** The mailer for one kind of mail: counted, recorded when refused, sent once per job. */
  mailerFor: (kind: string) => Mailer;
  /** The coach as every mail names her, read from the practice's details when it is sent. */
  coach: MailCoachSource;
  /** A session's invitation names its sender as the organizer (RFC 6047). */
  organizer: CalendarOrganizerSource;
  /** The site's public address, for links in mails and pages. */
  publicUrl: string;
  /** Signs links and tokens. */
  appSecret: string;
  /** The data folder. */
  dataDir: string;
  /** The coach's accounts (`ADMIN_EMAILS`). */
  adminEmails: readonly string[];
  logger: Logger;
};

/**
 * What a mail job takes from the infrastructure: the mailer of its kind of mail (counted and
 * recorded under that kind), the site's address and the coach every mail names. A job adds what
 * else it needs from `Infra` with `Pick<Infra, ...>`, and what other modules provide as its ports.
 */
export type MailJobInfra = Pick<Infra, 'publicUrl' | 'coach'> & { mailer: Mailer };

/** The `MailJobInfra` of one kind of mail, with the rest of `Infra` beside it. */
export const mailJobInfra = <I extends Pick<Infra, 'mailerFor'>>(infra: I, kind: string): I & { mailer: Mailer } => ({
  ...infra,
  mailer: infra.mailerFor(kind),
});
