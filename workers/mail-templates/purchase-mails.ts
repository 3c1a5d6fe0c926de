import type { PaidPurchase } from '../../server/src/shared/paid-purchase';
import { formatKopecks } from '../../server/src/shared/money-text';
import { html } from './escape-html';
import { greeting, renderMailLayout, textSignature, type MailCoach } from './layout';
import type { RenderedMail } from './login-code-mails';
import { moscowTime, sessionDetails } from './session-mails';

const roubles = formatKopecks;

/** Confirms a payment; for a session, when it is (Moscow time) and where to find it. */
export function purchaseConfirmationMail(purchase: PaidPurchase, publicUrl: string, coach: MailCoach): RenderedMail {
  const cabinetUrl = `${publicUrl}/lk`;
  const when = purchase.session ? `Сессия состоится ${moscowTime(purchase.session.start)} по московскому времени, онлайн.` : '';
  const details = purchase.session ? sessionDetails(purchase.session, publicUrl, coach) : undefined;
  const credits = purchase.creditsLeft > 0 ? `Оставшиеся сессии пакета (${purchase.creditsLeft}) можно записать в кабинете в любой свободный день.` : '';
  const free = purchase.amountKopecks === 0;
  const received = free ? `Спасибо за интерес! Ваш подарок: ${purchase.description}.` : `Оплата получена: ${purchase.description} — ${roubles(purchase.amountKopecks)}.`;
  const download = purchase.downloadUrl ? `Скачать: ${purchase.downloadUrl}\nСсылка действует 7 дней; в личном кабинете файл доступен всегда.` : '';
  const text = [
    greeting(purchase.recipientName),
    received,
    when,
    details?.text ?? '',
    credits,
    download,
    `Все записи и итоги сессий — в личном кабинете: ${cabinetUrl}`,
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
<p style="margin:0;">Все записи и итоги сессий — в <a href="${cabinetUrl}">личном кабинете</a>.</p>`;
  return {
    subject: purchase.session ? 'Сессия оплачена и записана' : free ? `Ваш подарок: ${purchase.description}` : `Оплата получена: ${purchase.description}`,
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
