import { z } from 'zod';
import { eventInstant, eventSchema, eventText } from '../../eventstore/event-schema';

/** An archive's name in the backups folder (`coach-backup-2026-11-27T21-00-00Z.tar`). */
const fileName = eventText(100).min(1);

/** The coach made a backup from the back office (the nightly ones are not events: they are the job's). */
export const BackupMade = eventSchema(
  'BackupMade',
  z.object({ fileName, bytes: z.int().min(0).max(Number.MAX_SAFE_INTEGER), madeAt: eventInstant() }),
);
export type BackupMade = z.infer<typeof BackupMade>;

/** An archive left the server: everything the practice keeps, clients' data included, was downloaded. */
export const BackupDownloaded = eventSchema('BackupDownloaded', z.object({ fileName, downloadedAt: eventInstant() }));
export type BackupDownloaded = z.infer<typeof BackupDownloaded>;

export const backupEventSchemas = [BackupMade, BackupDownloaded] as const;
export type BackupEvent = z.infer<(typeof backupEventSchemas)[number]>;

/** One stream for the whole practice's backups, appended to in any order. */
export const backupsStreamId = 'backups';
