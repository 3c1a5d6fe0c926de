import { DateTime } from 'luxon';
import { http, HttpResponse } from 'msw';
import type { Consultation, ConsultationCredits, ConsultationDay, MyIntake, MyTestimonial, UserFull, Waitlist } from '../../web/src/api/generated/model';
import { bookedConsultation, clientUser, consultationTypes } from '../fixtures';

/**
 * The cabinet home asks for the days around today, so its page story answers relative to today:
 * free mornings on Mondays, Wednesdays and Fridays, and one session booked three days ahead.
 */
const moscow = 'Europe/Moscow';
const today = () => DateTime.now().setZone(moscow).startOf('day');

/** The API's period bounds are UTC minutes, `2026-10-31 21:00`. */
const periodBound = (value: string | null) => (value ? DateTime.fromFormat(value, 'yyyy-MM-dd HH:mm', { zone: 'utc' }).setZone(moscow) : null);

function freeDays(start: DateTime | null, end: DateTime | null): ConsultationDay[] {
  if (!start || !end) return [];
  const days: ConsultationDay[] = [];
  for (let day = DateTime.max(start, today().plus({ days: 1 })).startOf('day'); day < end; day = day.plus({ days: 1 })) {
    if (![1, 3, 5].includes(day.weekday)) continue;
    const slot = day.set({ hour: 10 });
    days.push({ date: day.toISODate() ?? '', times: [{ value: '10:00', start: slot.toUTC().toISO() ?? '' }] });
  }
  return days;
}

const herNextSession = (): Consultation => ({ ...bookedConsultation, date: today().plus({ days: 3 }).set({ hour: 10 }).toUTC().toISO() ?? '' });

const her: UserFull = { ...clientUser, language_code: 'ru', name: 'Анна', advertising_consent: false, theme: 'system', time_zone: null };
const noCredits: ConsultationCredits = { balance: 0 };
const noIntake: MyIntake = { questions: [], answered: null, pending: false, editable: true };
const noTestimonial: MyTestimonial = { testimonial: null, consent_document: { document: '/user-testimonial-publication', version: '2026-11-01' }, held_session: false };
const noWaitlist: Waitlist = { days: [] };

const period = (request: Request) => {
  const query = new URL(request.url).searchParams;
  return [periodBound(query.get('start')), periodBound(query.get('end'))] as const;
};

/** A client with one session ahead, no package and no questionnaire to answer. */
export const cabinetHandlers = [
  http.get('*/api/user-me/', () => HttpResponse.json(her)),
  http.get('*/api/consultation-days/', ({ request }) => HttpResponse.json(freeDays(...period(request)))),
  http.get('*/api/consultation-booked/', () => HttpResponse.json([])),
  http.get('*/api/consultation/', () => HttpResponse.json([herNextSession()])),
  http.get('*/api/consultation-credits/', () => HttpResponse.json(noCredits)),
  http.get('*/api/consultation/lapsed/', () => HttpResponse.json([])),
  http.get('*/api/dictionary/consultationType/', () => HttpResponse.json(consultationTypes)),
  http.get('*/api/intake/', () => HttpResponse.json(noIntake)),
  http.get('*/api/testimonial/', () => HttpResponse.json(noTestimonial)),
  http.get('*/api/waitlist/', () => HttpResponse.json(noWaitlist)),
  // She has not given the payment consent yet: a paid booking asks it.
  http.get('*/api/setting/consents/', () => HttpResponse.json({ consents: [] })),
];
