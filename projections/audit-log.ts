import { defineProjection } from './define-projection';
import type { Queryable } from '../server/src/db/database';
import type { RecordedEvent } from '../server/src/eventstore/event-store';
import { hasPersonalData, redactPersonalData } from '../server/src/modules/privacy/personal-data-policy';
import { isGuestClientId } from '../server/src/modules/clients/events';
import type { ProjectionHandler } from './projection';

/** The business facts auditors search: purchases, payments, refunds, bookings, cancellations, consents, schedule changes. */
export const auditedEventTypes = [
  'UserRegistered',
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
  'ClientNoteWritten',
  'ClientNoteEdited',
  'ClientNoteDeleted',
  'ProductTypeCreated',
  'ProductTypeChanged',
  'ProductTypeWithdrawn',
  'ProductTypeRestored',
  'ProductFileUploaded',
  'ProductFileRemoved',
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

const record: ProjectionHandler = async (tx: Queryable, event: RecordedEvent) => {
  await tx.query(
    `INSERT INTO audit_log (position, recorded_at, stream_id, type, actor, user_id, data)
     VALUES ($1, $2, $3, $4, $5,
       -- Later events of a purchase or a session name no client; the stream's first one does.
       coalesce($6, (SELECT user_id FROM audit_log WHERE stream_id = $3 AND user_id IS NOT NULL LIMIT 1)), $7)
     ON CONFLICT (position) DO NOTHING`,
    [String(event.position), event.recordedAt, event.streamId, event.type, event.metadata.actor, clientOf(event), JSON.stringify(event.data)],
  );
};

/** The copies of erased personal fields become null, exactly as the events now read. */
async function scrubErasedStreams(tx: Queryable, streams: readonly string[]): Promise<void> {
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
  version: 5,
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
  handlers: {
    ...Object.fromEntries(auditedEventTypes.map((type) => [type, record])),
    async AccountDeleted(tx, event) {
      await record(tx, event);
      await scrubErasedStreams(tx, event.data.erasedStreams);
    },
  },
});
