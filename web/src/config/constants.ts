/** Business constants of spec section 9. */
/** The practice's name where its details (Практика) are not at hand, e.g. before they load: neutral, no person named. */
export const PRACTICE_NAME = 'Коуч-практика';
export const ALERT_DURATION_MS = 4000;
export const LOGIN_CODE_LENGTH = 5;
export const CODE_RESEND_SECONDS = 30;
export const TEXT_COUNTER_LIMIT = 3000;
/** localStorage key marking the one automatic reload after a page failed to load (spec 2.2). */
export const PAGE_RELOAD_FLAG_KEY = 'page-load-retry';
