import type { CalendarSession } from '../../server/src/shared/calendar-session';
import { sessionMomentText } from '../../server/src/shared/client-time';
import { addToCalendarLinks } from './session-calendar';
import type { SessionReminderPayload } from '../../server/src/jobs/payloads';
import { html, type SafeHtml } from './escape-html';
import { palette, greeting, renderMailLayout, textSignature, type MailCoach } from './layout';
import type { RenderedMail } from './login-code-mails';

type ReminderLead = SessionReminderPayload['lead'];

/** A session as its mails show it: to whom (her name, her time zone; Moscow time without one). */
export type MailedSessionDetails = CalendarSession & { recipientName: string | null; timeZone?: string | null };

const linkStyle = `color:${palette.accentText};`;

/**
 * When and where a session happens, with links that add it to a calendar: the part every mail
 * about a live session shares. Each link only opens a page (the room, a calendar's own form),
 * so a mail scanner following it changes nothing.
 */
export function sessionDetails(session: CalendarSession & { timeZone?: string | null }, publicUrl: string, coach: MailCoach): { text: string; html: SafeHtml } {
  const when = `${sessionMomentText(session.start, session.timeZone)}, онлайн`;
  const where = session.meetingUrl
    ? `Ссылка для подключения: ${session.meetingUrl}`
    : 'Ссылка для подключения появится в личном кабинете.';
  const calendars = addToCalendarLinks(session, { publicUrl, coachName: coach.name, timeZone: session.timeZone });
  const text = [`Когда: ${when}.`, where, `Добавить в Google Календарь: ${calendars.google}`, `Добавить в Яндекс Календарь: ${calendars.yandex}`].join('\n');
  const room = session.meetingUrl
    ? html`<p style="margin:16px 0;"><a href="${session.meetingUrl}" style="display:inline-block;padding:12px 24px;background:${palette.accentText};color:#FFFFFF;border-radius:8px;text-decoration:none;font-weight:bold;">Подключиться</a></p>
<p style="margin:0 0 12px;font-size:13px;color:${palette.muted};">${session.meetingUrl}</p>`
    : html`<p style="margin:0 0 12px;">Ссылка для подключения появится в личном кабинете.</p>`;
  return {
    text,
    html: html`<p style="margin:0 0 12px;"><strong>Когда:</strong> ${when}.</p>
${room}
<p style="margin:0 0 12px;font-size:14px;"><a href="${calendars.google}" style="${linkStyle}">Добавить в Google Календарь</a> · <a href="${calendars.yandex}" style="${linkStyle}">Добавить в Яндекс Календарь</a></p>`,
  };
}

export type SessionChange = 'booked' | 'moved' | 'room-changed' | 'cancelled';

const changeWording: Record<SessionChange, { subject: string; lead: string }> = {
  booked: { subject: 'Сессия записана', lead: 'Ваша сессия записана.' },
  moved: { subject: 'Сессия перенесена', lead: 'Ваша сессия перенесена на новое время.' },
  'room-changed': { subject: 'Новая ссылка на сессию', lead: 'Сессия пройдёт по новой ссылке; время прежнее.' },
  cancelled: { subject: 'Сессия отменена', lead: 'Ваша сессия отменена; приглашение в календаре снято.' },
};

/** A booked, moved or cancelled session; the worker attaches the matching invitation. */
export function sessionChangeMail(change: SessionChange, session: MailedSessionDetails, publicUrl: string, coach: MailCoach): RenderedMail {
  const wording = changeWording[change];
  const cabinetUrl = `${publicUrl}/lk`;
  const moment = sessionMomentText(session.start, session.timeZone);
  const cancelledLine = `Сессия ${moment} не состоится. Выбрать другое время можно в личном кабинете: ${cabinetUrl}`;
  const details = change === 'cancelled' ? undefined : sessionDetails(session, publicUrl, coach);
  const text = [greeting(session.recipientName), wording.lead, details?.text ?? cancelledLine, `Личный кабинет: ${cabinetUrl}`, textSignature(publicUrl, coach)].join('\n\n');
  const body = html`<h1 style="margin:0 0 16px;font-size:22px;font-weight:bold;">${wording.subject}</h1>
<p style="margin:0 0 12px;">${greeting(session.recipientName)} ${wording.lead}</p>
${details?.html ?? html`<p style="margin:0 0 12px;">Сессия ${moment} не состоится.</p>`}
<p style="margin:0;">Все записи — в <a href="${cabinetUrl}" style="${linkStyle}">личном кабинете</a>.</p>`;
  return { subject: wording.subject, text, html: renderMailLayout({ title: wording.subject, preheader: wording.lead, body, publicUrl, coach }) };
}

const reminderWording: Record<ReminderLead, { subject: string; lead: string }> = {
  day: { subject: 'Напоминание: сессия завтра', lead: 'Напоминаю о нашей сессии через сутки.' },
  hour: { subject: 'Напоминание: сессия через час', lead: 'Наша сессия начнётся через час.' },
};

/** A reminder before the session: a service mail about the client's own booking, not advertising. */
export function sessionReminderMail(lead: ReminderLead, session: MailedSessionDetails, publicUrl: string, coach: MailCoach): RenderedMail {
  const wording = reminderWording[lead];
  const details = sessionDetails(session, publicUrl, coach);
  const cabinetUrl = `${publicUrl}/lk`;
  const text = [greeting(session.recipientName), wording.lead, details.text, `Перенести или отменить сессию можно в личном кабинете: ${cabinetUrl}`, textSignature(publicUrl, coach)].join(
    '\n\n',
  );
  const body = html`<h1 style="margin:0 0 16px;font-size:22px;font-weight:bold;">${wording.subject}</h1>
<p style="margin:0 0 12px;">${greeting(session.recipientName)} ${wording.lead}</p>
${details.html}
<p style="margin:0;">Перенести или отменить сессию можно в <a href="${cabinetUrl}" style="${linkStyle}">личном кабинете</a>.</p>`;
  return { subject: wording.subject, text, html: renderMailLayout({ title: wording.subject, preheader: wording.lead, body, publicUrl, coach }) };
}
