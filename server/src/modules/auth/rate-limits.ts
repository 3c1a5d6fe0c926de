import type { Database } from '../../db/database';
import { tooManyRequests } from '../../http/errors';

export type SendCodeLimits = {
  /** The resend countdown of the code dialog. */
  perEmailIntervalSeconds: number;
  perEmailPerHour: number;
  perClientPerHour: number;
};

export const defaultSendCodeLimits: SendCodeLimits = {
  perEmailIntervalSeconds: 30,
  perEmailPerHour: 10,
  perClientPerHour: 30,
};

type Counts = { last_for_email: Date | string | null; email_hour: number; client_hour: number };

/** Counts the codes already issued (the login_codes table is the log) and refuses with 429 over a limit. */
export async function assertSendCodeAllowed(
  db: Database,
  limits: SendCodeLimits,
  request: { email: string; clientIp: string; now: Date },
): Promise<void> {
  const hourAgo = new Date(request.now.getTime() - 3_600_000);
  const { rows } = await db.query<Counts>(
    `SELECT
       (SELECT max(created_at) FROM login_codes WHERE email = $1) AS last_for_email,
       (SELECT count(*)::int FROM login_codes WHERE email = $1 AND created_at > $3) AS email_hour,
       (SELECT count(*)::int FROM login_codes WHERE client_ip = $2 AND created_at > $3) AS client_hour`,
    [request.email, request.clientIp, hourAgo],
  );
  const counts = rows[0] ?? { last_for_email: null, email_hour: 0, client_hour: 0 };
  if (counts.last_for_email !== null) {
    const elapsedSeconds = (request.now.getTime() - new Date(counts.last_for_email).getTime()) / 1000;
    const wait = Math.ceil(limits.perEmailIntervalSeconds - elapsedSeconds);
    if (wait > 0) throw tooManyRequests(`Код уже отправлен. Повторно запросить код можно через ${wait} с.`, wait);
  }
  if (counts.email_hour >= limits.perEmailPerHour) {
    throw tooManyRequests('Слишком много запросов кода для этой почты. Попробуйте через час.', 3600);
  }
  if (counts.client_hour >= limits.perClientPerHour) {
    throw tooManyRequests('Слишком много запросов кода с вашего адреса. Попробуйте через час.', 3600);
  }
}
