import { DateTime } from 'luxon';
import { html } from './escape-html';
import { renderMailLayout, textSignature } from './layout';
import type { RenderedMail } from './login-code-mails';

export type PaidPurchase = {
  description: string;
  amountKopecks: number;
  /** Present for a coaching session. */
  sessionStart: Date | null;
  /** Package sessions left to book, when the purchase was a package. */
  creditsLeft: number;
};

const roubles = (kopecks: number) => `${new Intl.NumberFormat('ru-RU').format(kopecks / 100)} ₽`;
const moscowTime = (instant: Date) =>
  DateTime.fromJSDate(instant, { zone: 'Europe/Moscow' }).setLocale('ru').toFormat("d MMMM yyyy 'в' HH:mm");

/** Confirms a payment; for a session, when it is (Moscow time) and where to find it. */
export function purchaseConfirmationMail(purchase: PaidPurchase, publicUrl: string): RenderedMail {
  const cabinetUrl = `${publicUrl}/lk`;
  const when = purchase.sessionStart ? `Сессия состоится ${moscowTime(purchase.sessionStart)} по московскому времени, онлайн.` : '';
  const credits = purchase.creditsLeft > 0 ? `Оставшиеся сессии пакета (${purchase.creditsLeft}) можно записать в кабинете в любой свободный день.` : '';
  const text = [
    'Здравствуйте!',
    `Оплата получена: ${purchase.description} — ${roubles(purchase.amountKopecks)}.`,
    when,
    credits,
    `Все записи и итоги сессий — в личном кабинете: ${cabinetUrl}`,
    textSignature(publicUrl),
  ]
    .filter(Boolean)
    .join('\n\n');
  const body = html`<h1 style="margin:0 0 16px;font-size:22px;font-weight:bold;">Оплата получена</h1>
<p style="margin:0 0 12px;">${purchase.description} — <b>${roubles(purchase.amountKopecks)}</b>.</p>
<p style="margin:0 0 12px;">${when}</p>
<p style="margin:0 0 12px;">${credits}</p>
<p style="margin:0;">Все записи и итоги сессий — в <a href="${cabinetUrl}">личном кабинете</a>.</p>`;
  return {
    subject: purchase.sessionStart ? 'Сессия оплачена и записана' : 'Оплата получена',
    text,
    html: renderMailLayout({ title: 'Оплата получена', preheader: when || 'Спасибо за покупку!', body, publicUrl }),
  };
}
