import { DateTime } from 'luxon';

/** Sessions are planned and written in Moscow time (spec 2.5, 9). */
const practiceZone = 'Europe/Moscow';

const moscow = (value: DateTime) => value.setZone(practiceZone).setLocale('ru');

/*
 * Dates in running text are written as people write them: «28 ноября». The year is added unless
 * the reader is surely in the same year: a screen drops the current one (web/src/lib/moscow-time.ts),
 * a mail is kept and read later, so its dates always carry it. This is the mails' side.
 */

/** A Moscow calendar day (`YYYY-MM-DD`) in a mail: «28 ноября 2026». */
export const dayText = (isoDay: string): string => moscow(DateTime.fromISO(isoDay, { zone: practiceZone })).toFormat('d MMMM yyyy');

/** An instant on a Moscow clock in a mail: «28 ноября 2026 в 10:00». */
export const momentText = (instant: Date): string => moscow(DateTime.fromJSDate(instant)).toFormat("d MMMM yyyy 'в' HH:mm");
