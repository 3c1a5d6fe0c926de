import type { PaidPurchase } from '../../server/src/shared/paid-purchase';
import { dayText } from '../../server/src/shared/date-text';
import { sessionMomentText } from '../../server/src/shared/client-time';
import { formatKopecks } from '../../server/src/shared/money-text';
import { purchaseDescriptionText } from '../../server/src/shared/purchase-description';
import { plural } from '../../server/src/shared/russian-plural';
import { paths, registrationPath } from '../../server/src/shared/site-paths';
import { html, type SafeHtml } from './escape-html';
import { greeting, palette, renderMailLayout, textSignature, type MailCoach } from './layout';
import type { RenderedMail } from './login-code-mails';
import { sessionDetails } from './session-mails';

const roubles = formatKopecks;

/**
 * The mail's last line: a client finds everything in her cabinet; a guest has none yet, so she is
 * offered to create one with the address she bought with (what she bought then shows there too).
 */
function cabinetInvitation(guestEmail: string | null, publicUrl: string): { text: string; html: SafeHtml } {
  if (guestEmail === null) {
    const cabinetUrl = `${publicUrl}${paths.cabinet}`;
    return {
      text: `Все записи и итоги сессий — в личном кабинете: ${cabinetUrl}`,
      html: html`<p style="margin:0;">Все записи и итоги сессий — в <a href="${cabinetUrl}" style="color:${palette.accentText};">личном кабинете</a>.</p>`,
    };
  }
  const registrationUrl = `${publicUrl}${registrationPath(guestEmail)}`;
  const offer = `Создайте личный кабинет с адресом ${guestEmail}: в нём всегда будут ваши покупки и файлы, а ещё там можно записаться на сессию.`;
  return {
    text: `${offer} Регистрация: ${registrationUrl}`,
    html: html`<p style="margin:0;">${offer} <a href="${registrationUrl}" style="color:${palette.accentText};">Зарегистрироваться</a></p>`,
  };
}

/** Confirms a payment; for a session, when it is (Moscow time) and where to find it. */
export function purchaseConfirmationMail(purchase: PaidPurchase, publicUrl: string, coach: MailCoach): RenderedMail {
  const timeZone = purchase.recipientTimeZone;
  const when = purchase.session ? `Сессия состоится ${sessionMomentText(purchase.session.start, timeZone)}, онлайн.` : '';
  const details = purchase.session ? sessionDetails({ ...purchase.session, timeZone }, publicUrl, coach) : undefined;
  const left = purchase.creditsLeft;
  const credits = left > 0 ? `${plural(left, 'Оставшуюся', 'Оставшиеся', 'Оставшиеся')} ${left} ${plural(left, 'сессию', 'сессии', 'сессий')} пакета можно записать в кабинете в любой свободный день.` : '';
  const free = purchase.amountKopecks === 0;
  const description = purchaseDescriptionText(purchase.description, dayText);
  const received = free ? `Спасибо за интерес! Ваш подарок: ${description}.` : `Оплата получена: ${description} — ${roubles(purchase.amountKopecks)}.`;
  const download = purchase.downloadUrl ? `Скачать: ${purchase.downloadUrl}\nСсылка действует 7 дней; в личном кабинете файл доступен всегда.` : '';
  const cabinet = cabinetInvitation(purchase.guestEmail, publicUrl);
  const text = [
    greeting(purchase.recipientName),
    received,
    when,
    details?.text ?? '',
    credits,
    download,
    cabinet.text,
    textSignature(publicUrl, coach),
  ]
    .filter(Boolean)
    .join('\n\n');
  const title = free ? 'Ваш подарок' : 'Оплата получена';
  const downloadButton = purchase.downloadUrl
    ? html`<p style="margin:20px 0;"><a href="${purchase.downloadUrl}" style="display:inline-block;padding:12px 24px;background:#2F6FA8;color:#FFFFFF;border-radius:8px;text-decoration:none;font-weight:bold;">Скачать файл</a></p>
<p style="margin:0 0 12px;font-size:13px;color:#6B7A8C;">Ссылка действует 7 дней; в личном кабинете файл доступен всегда.</p>`
    : html``;
  const body = html`<h1 style="margin:0 0 16px;font-size:22px;font-weight:bold;">${title}</h1>
<p style="margin:0 0 12px;">${greeting(purchase.recipientName)} ${received}</p>
${downloadButton}
<p style="margin:0 0 12px;">${when}</p>
${details?.html ?? html``}
<p style="margin:0 0 12px;">${credits}</p>
${cabinet.html}`;
  return {
    subject: purchase.session ? 'Сессия оплачена и записана' : free ? `Ваш подарок: ${description}` : `Оплата получена: ${description}`,
    text,
    html: renderMailLayout({ title, preheader: when || 'Спасибо за покупку!', body, publicUrl, coach }),
  };
}

/**
 * To an address that bought this product before and asked to buy it again: no second payment,
 * the link again. Only the mailbox's owner learns of the earlier purchase; the page says nothing.
 */
export function alreadyOwnedProductMail(purchase: Pick<PaidPurchase, 'recipientName' | 'description'> & { downloadUrl: string }, publicUrl: string, coach: MailCoach): RenderedMail {
  const told = `Продукт «${purchase.description}» уже куплен с этим адресом почты, поэтому платить ещё раз не нужно.`;
  const validity = 'Ссылка действует 7 дней. Если вы не покупали его повторно, просто не обращайте внимания на это письмо.';
  const text = [greeting(purchase.recipientName), told, `Скачать: ${purchase.downloadUrl}`, validity, textSignature(publicUrl, coach)].join('\n\n');
  const body = html`<h1 style="margin:0 0 16px;font-size:22px;font-weight:bold;">Этот продукт у вас уже есть</h1>
<p style="margin:0 0 12px;">${greeting(purchase.recipientName)} ${told}</p>
<p style="margin:20px 0;"><a href="${purchase.downloadUrl}" style="display:inline-block;padding:12px 24px;background:#2F6FA8;color:#FFFFFF;border-radius:8px;text-decoration:none;font-weight:bold;">Скачать файл</a></p>
<p style="margin:0;font-size:13px;color:#6B7A8C;">${validity}</p>`;
  return {
    subject: `Продукт уже куплен: ${purchase.description}`,
    text,
    html: renderMailLayout({ title: 'Этот продукт у вас уже есть', preheader: 'Платить ещё раз не нужно', body, publicUrl, coach }),
  };
}
