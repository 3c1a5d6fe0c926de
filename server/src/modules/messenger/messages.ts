import type { OutgoingMessage } from '../../adapters/messenger/messenger-channel';
import { sessionMomentText } from '../../shared/client-time';
import { formatKopecks } from '../../shared/money-text';
import type { MessengerNotice } from './notices';

/**
 * What a message may say of a session: its time and its service's name, nothing more. Messenger
 * servers are abroad (a cross-border transfer), so no name, address or note ever goes there.
 */
export type SessionFacts = { start: Date; serviceName: string };

/** The callback data of «Подтверждаю»: the session and the time (its sequence) it confirms. */
export const confirmData = (consultationId: number, sequence: number) => `confirm:${consultationId}:${sequence}`;

export function parseConfirmData(data: string): { consultationId: number; sequence: number } | undefined {
  const match = /^confirm:(\d{1,10}):(\d{1,5})$/.exec(data);
  return match ? { consultationId: Number(match[1]), sequence: Number(match[2]) } : undefined;
}

/** Where «Перенести» leads: the cabinet, which opens the move dialog of the session. */
export const moveSessionUrl = (publicUrl: string, consultationId: number) => `${publicUrl}/lk?move=${consultationId}`;

export type MessageInput = {
  /** The session's facts; undefined for a notice about no session (a payment). */
  session: SessionFacts | undefined;
  /** The reader's zone: the client's own (Moscow's beside it), the coach's. */
  zone: string | null;
  publicUrl: string;
};

const sessionText = (session: SessionFacts, zone: string | null) => `«${session.serviceName}», ${sessionMomentText(session.start, zone)}`;

/** The message of a notice (pure); undefined when the session it is about is no longer known. */
export function messageOf(notice: MessengerNotice, input: MessageInput): OutgoingMessage | undefined {
  if (notice.about === 'coach-payment') return { text: `Оплата получена: ${formatKopecks(notice.amountKopecks)}.` };
  const { session } = input;
  if (!session) return undefined;
  const about = sessionText(session, input.zone);
  switch (notice.about) {
    case 'session-paid':
      return { text: `Оплата получена, вы записаны: ${about}.` };
    case 'session-booked':
      return { text: `Вы записаны: ${about}.` };
    case 'session-moved':
      return { text: `Сессия перенесена: ${about}.` };
    case 'session-cancelled':
      return { text: `Сессия отменена: ${about}.` };
    case 'reminder':
      return {
        text: `Напоминание: ${notice.lead === 'day' ? 'завтра' : 'через час'} сессия ${about}.`,
        buttons: [
          { kind: 'callback', text: 'Подтверждаю', data: confirmData(notice.consultationId, notice.sequence) },
          { kind: 'url', text: 'Перенести', url: moveSessionUrl(input.publicUrl, notice.consultationId) },
        ],
      };
    case 'coach-booking':
      return { text: `Новая запись: ${about}.` };
    case 'coach-cancellation':
      return { text: `Клиент отменил сессию: ${about}.` };
  }
}

/** The bot's answers in the chat itself. */
export const chatReplies = {
  linked: 'Готово: сообщения о сессиях будут приходить сюда. Отключить: команда /stop или «Отвязать» в настройках кабинета.',
  coachLinked: 'Готово: новые записи, отмены и оплаты будут приходить сюда. Отключить: команда /stop.',
  refused: 'Ссылка недействительна: она уже использована или устарела. Получите новую в настройках кабинета.',
  stopped: 'Чат отвязан: сообщения больше не придут.',
  confirmed: 'Спасибо, участие подтверждено.',
  outdated: 'Время этой сессии изменилось или она отменена.',
} as const;
