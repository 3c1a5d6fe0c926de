import { plural } from '../lib/plural';

/** Business constants of spec section 9. */
/** The practice's name where its details (Практика) are not at hand, e.g. before they load: neutral, no person named. */
export const PRACTICE_NAME = 'Коуч-практика';
export const ALERT_DURATION_MS = 4000;
export const LOGIN_CODE_LENGTH = 5;
export const CODE_RESEND_SECONDS = 30;
export const TEXT_COUNTER_LIMIT = 3000;
/** localStorage key marking the one automatic reload after a page failed to load (spec 2.2). */
export const PAGE_RELOAD_FLAG_KEY = 'page-load-retry';

/**
 * A client may cancel or move her session up to this many hours before it starts: the server's
 * `clientCancellationNoticeHours` (`consultation-decider.ts`), which the dialogs and the offer
 * repeat; `tests/integration/consultations/notice-and-lengths.test.ts` keeps the two equal.
 */
export const CLIENT_NOTICE_HOURS = 24;
/** «24 часа»: the client's notice as the texts say it. */
export const CLIENT_NOTICE_TEXT = `${CLIENT_NOTICE_HOURS} ${plural(CLIENT_NOTICE_HOURS, 'час', 'часа', 'часов')}`;

/**
 * How long a gift certificate is valid until the coach chooses otherwise in «Практика» (the server's
 * `giftCertificateValidity.default`); the gift form says her choice (`gift_certificate_validity_months`).
 */
export const GIFT_CERTIFICATE_VALIDITY_MONTHS = 12;
