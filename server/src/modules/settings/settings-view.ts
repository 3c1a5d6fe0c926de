import type { Queryable } from '../../db/database';
import type { SuccessBody } from '../../http/handler-types';
import type { UserRecord } from '../users/users';

type ConsentRow = { kind: 'personal_data' | 'advertising' | 'testimonial_publication' | 'messenger_telegram' | 'messenger_max' | 'payment_provider' | 'mail_service' | 'video_rooms'; action: 'given' | 'withdrawn'; document: string | null; version: string | null; at: Date | string; source: string; address: string | null };
type ConsentHistoryEntry = Omit<ConsentRow, 'at'> & { at: string };

/** A consent's current state: the document and date of the last grant, and a later withdrawal if any. */
function consentState(history: readonly ConsentHistoryEntry[], kind: ConsentRow['kind']) {
  const ofKind = history.filter((entry) => entry.kind === kind);
  const last = ofKind.at(-1);
  const lastGiven = ofKind.filter((entry) => entry.action === 'given').at(-1);
  const given = last?.action === 'given';
  return {
    given,
    document: lastGiven?.document ?? null,
    version: lastGiven?.version ?? null,
    given_at: lastGiven?.at ?? null,
    withdrawn_at: !given && last ? last.at : null,
  };
}

/** The settings page's data: profile, theme and both consents with their history. */
export async function settingsView(db: Queryable, user: UserRecord): Promise<SuccessBody<'getSettings'>> {
  const { rows } = await db.query<ConsentRow>(
    `SELECT kind, action, document, version, at, source, address FROM user_consents WHERE user_id = $1 ORDER BY position`,
    [user.id],
  );
  const history = rows.map((row) => ({ ...row, at: new Date(row.at).toISOString() }));
  return {
    email: user.email,
    name: user.name,
    theme: user.theme,
    time_zone: user.timeZone,
    personal_data_consent: consentState(history, 'personal_data'),
    advertising_consent: consentState(history, 'advertising'),
    consent_history: history,
  };
}
