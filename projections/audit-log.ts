import { defineProjection } from './define-projection';
import type { RecordedEvent } from '../server/src/eventstore/event-store';
import { hasPersonalData, redactPersonalData } from '../server/src/modules/privacy/personal-data-policy';
import { isGuestClientId } from '../server/src/modules/clients/events';
import type { ProjectionHandler } from './projection';
import type { ProjectionWriter } from './projection-writes';
import { rowStatement } from './row-statements';

/** The business facts auditors search: purchases, payments, refunds, bookings, cancellations, consents, schedule changes. */
export const auditedEventTypes = [
  'UserRegistered',
  'CoachAccountOpened',
  'PersonalDataConsentGiven',
  'AdvertisingConsentGiven',
  'AdvertisingConsentWithdrawn',
  'AccountDeleted',
  'PurchaseStarted',
  'GuestConsentsGiven',
  'GuestAdvertisingConsentWithdrawn',
  'FreePurchaseCompleted',
  'PaymentRequested',
  'PaymentSucceeded',
  'PaymentReceiptRegistered',
  'PaymentCanceled',
  'PurchaseExpired',
  'RefundSucceeded',
  'ReceiptRequested',
  'ReceiptSent',
  'ReceiptSucceeded',
  'ReceiptCanceled',
  'ReceiptRetried',
  'ReceiptRegisteredByHand',
  'SlotReserved',
  'SlotReservationConfirmed',
  'SlotReleased',
  'ConsultationBooked',
  'ConsultationPaid',
  'ConsultationSummaryWritten',
  'ConsultationCancelled',
  'ConsultationRescheduled',
  'ConsultationOutcomeMarked',
  'ConsultationMeetingRoomSet',
  'CreditsGranted',
  'CreditSpent',
  'CreditReturned',
  'PracticeDetailsSeeded',
  'PracticeDetailsChanged',
  'ConsultationTypeChanged',
  'ScheduleChanged',
  'CreditsGrantedByCoach',
  'CreditsWithdrawnByCoach',
  'PackageCreditsRefunded',
  'ClientNoteWritten',
  'ClientNoteEdited',
  'ClientNoteDeleted',
  'ProductTypeCreated',
  'ProductTypeChanged',
  'ProductTypeWithdrawn',
  'ProductTypeRestored',
  'ProductFileUploaded',
  'ProductFileRemoved',
  'BackupMade',
  'BackupDownloaded',
  'WelcomeSeriesSaved',
  'WelcomeSeriesStarted',
  'WelcomeLetterSent',
  'WelcomeSeriesStopped',
] as const;

/**
 * Audited as who did what to whose homework or workspace, never with what was written: a client's
 * answers, the coach's comments, messages and file names (personal fields) are left out of the
 * journal's copy.
 */
export const auditedWithoutContentTypes = [
  'HomeworkTemplateCreated',
  'HomeworkTemplateChanged',
  'HomeworkTemplateArchived',
  'HomeworkAssigned',
  'HomeworkDueDateChanged',
  'HomeworkDraftSaved',
  'HomeworkSubmitted',
  'HomeworkCommented',
  'HomeworkReviewed',
  'WorkspaceMessagePosted',
  'WorkspaceFileAdded',
] as const;

/** The client an event concerns, when its data names one. */
function clientOf(event: RecordedEvent): string | null {
  const data = event.data as { userId?: unknown; buyer?: { userId?: unknown }; clientId?: unknown };
  if (typeof data.userId === 'string') return data.userId;
  // A private note names its client: an account by her user id, a guest by an id of her address.
  if (typeof data.clientId === 'string' && !isGuestClientId(data.clientId)) return data.clientId;
  if (typeof data.buyer?.userId === 'string') return data.buyer.userId;
  return null;
}

/**
 * One audited event. Later events of a purchase or a session name no client; the stream's first
 * one does. Rows are keyed by stream so that an earlier event of the stream is written (in an
 * earlier statement) before a later one looks its client up.
 */
const recordStatement = rowStatement({
  table: 'audit_log',
  columns: { position: 'bigint', recorded_at: 'timestamptz', stream_id: 'text', type: 'text', actor: 'text', user_id: 'text?', data: 'jsonb' },
  key: (row) => row.stream_id,
  sql: (rows) => `
    INSERT INTO audit_log (position, recorded_at, stream_id, type, actor, user_id, data)
    SELECT batch.position, batch.recorded_at, batch.stream_id, batch.type, batch.actor,
      coalesce(batch.user_id, (SELECT a.user_id FROM audit_log a WHERE a.stream_id = batch.stream_id AND a.user_id IS NOT NULL LIMIT 1)), batch.data
    FROM ${rows}
    ON CONFLICT (position) DO NOTHING`,
});

const record: ProjectionHandler = (tx, event) =>
  tx.write(recordStatement, {
    position: event.position,
    recorded_at: event.recordedAt,
    stream_id: event.streamId,
    type: event.type,
    actor: event.metadata.actor,
    user_id: clientOf(event),
    data: JSON.stringify(event.data),
  });

const recordWithoutContent: ProjectionHandler = (tx, event) => record(tx, { ...event, data: redactPersonalData(event.type, event.data) });

/** The copies of erased personal fields become null, exactly as the events now read. */
async function scrubErasedStreams(tx: ProjectionWriter, streams: readonly string[]): Promise<void> {
  const { rows } = await tx.query<{ position: string; type: string; data: unknown }>(
    `SELECT position::text AS position, type, data FROM audit_log WHERE stream_id = ANY($1::text[])`,
    [streams],
  );
  for (const row of rows) {
    if (!hasPersonalData(row.type)) continue;
    await tx.query(`UPDATE audit_log SET data = $2 WHERE position = $1`, [row.position, JSON.stringify(redactPersonalData(row.type, row.data))]);
  }
}

/** A searchable copy of the business history, one row per event. */
export const auditLogProjection = defineProjection({
  name: 'audit-log',
  version: 6,
  schema: `
    CREATE TABLE IF NOT EXISTS audit_log (
      position bigint PRIMARY KEY,
      recorded_at timestamptz NOT NULL,
      stream_id text NOT NULL,
      type text NOT NULL,
      actor text NOT NULL,
      user_id text,
      data jsonb NOT NULL
    );
    CREATE INDEX IF NOT EXISTS audit_log_user ON audit_log (user_id, position);
    CREATE INDEX IF NOT EXISTS audit_log_recorded ON audit_log (recorded_at);
    CREATE INDEX IF NOT EXISTS audit_log_stream ON audit_log (stream_id);
  `,
  // A later event of a stream looks up the client its first one named.
  writeIndexes: ['audit_log_stream'],
  handlers: {
    ...Object.fromEntries(auditedEventTypes.map((type) => [type, record])),
    ...Object.fromEntries(auditedWithoutContentTypes.map((type) => [type, recordWithoutContent])),
    async AccountDeleted(tx, event) {
      await record(tx, event);
      await scrubErasedStreams(tx, event.data.erasedStreams);
    },
  },
});
