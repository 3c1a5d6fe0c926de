import type { MailMessage } from '../../server/src/adapters/mail/mailer';
import { html } from './escape-html';
import { palette, greeting, renderMailLayout, textSignature, type MailCoach } from './layout';
import { plural } from '../../server/src/shared/russian-plural';

export type RenderedMail = Pick<MailMessage, 'subject' | 'text' | 'html'>;

const ignoreNotice = 'Если вы не запрашивали код, просто проигнорируйте это письмо.';

export type CodeMailPurpose = 'sign-in' | 'email-change' | 'account-deletion';

const codeMailWording: Record<CodeMailPurpose, { title: string; textLead: (coach: MailCoach) => string; htmlLead: string; where: string }> = {
  'sign-in': {
    title: 'Код для входа',
    textLead: (coach) => `Ваш код для входа на сайт коуча ${coach.nameGenitive}:`,
    htmlLead: 'Введите этот код в окне входа на сайте:',
    where: 'Введите его в окне входа на сайте.',
  },
  'email-change': {
    title: 'Код для смены адреса',
    textLead: (coach) => `Этот адрес указали как новую почту кабинета на сайте коуча ${coach.nameGenitive}. Код подтверждения:`,
    htmlLead: 'Этот адрес указали как новую почту кабинета. Введите код в настройках:',
    where: 'Введите его в настройках кабинета.',
  },
  'account-deletion': {
    title: 'Код для удаления аккаунта',
    textLead: (coach) => `Вы запросили удаление аккаунта на сайте коуча ${coach.nameGenitive}. Код подтверждения:`,
    htmlLead: 'Вы запросили удаление аккаунта. Введите код в настройках, чтобы подтвердить:',
    where: 'Введите его в настройках кабинета. Удалённый аккаунт восстановить нельзя.',
  },
};

/** The code goes into the subject too, so it can be read from the notification without opening the mail. */
export function codeMail(input: { purpose: CodeMailPurpose; code: string; expiresInMinutes: number; publicUrl: string; coach: MailCoach; name?: string | null }): RenderedMail {
  const wording = codeMailWording[input.purpose];
  const validity = `Код действует ${input.expiresInMinutes} ${plural(input.expiresInMinutes, 'минуту', 'минуты', 'минут')}.`;
  const text = [greeting(input.name), wording.textLead(input.coach), `    ${input.code}`, `${validity} ${wording.where}`, ignoreNotice, textSignature(input.publicUrl, input.coach)].join('\n\n');
  const body = html`<h1 style="margin:0 0 16px;font-size:22px;font-weight:bold;">${wording.title}</h1>
<p style="margin:0 0 8px;">${greeting(input.name)} ${wording.htmlLead}</p>
<p style="margin:24px 0;"><span style="display:inline-block;padding:12px 24px;background:${palette.accentPale};border:2px solid ${palette.accent};border-radius:10px;font-family:'Courier New',Courier,monospace;font-size:32px;font-weight:bold;letter-spacing:8px;">${input.code}</span></p>
<p style="margin:0 0 16px;">${validity}</p>
<p style="margin:0;color:${palette.muted};">${ignoreNotice}</p>`;
  return {
    subject: `${wording.title}: ${input.code}`,
    text,
    html: renderMailLayout({ title: wording.title, preheader: `${input.code} — ${wording.title.toLowerCase()}. ${validity}`, body, publicUrl: input.publicUrl, coach: input.coach }),
  };
}

/**
 * Sent instead of a code when someone signs in with an address that has no account: the sign-in
 * page answers the same either way, so only the owner of the mailbox learns the address is unknown.
 */
export function registrationInvitationMail(input: { email: string; publicUrl: string; coach: MailCoach }): RenderedMail {
  const loginUrl = `${input.publicUrl}/login`;
  const text = [
    'Здравствуйте!',
    `Кто-то — возможно, вы — пытался войти на сайт коуча ${input.coach.nameGenitive} с адресом ${input.email}. Аккаунта с этим адресом пока нет.`,
    `Чтобы зарегистрироваться, откройте страницу входа, выберите вкладку «Регистрация» и укажите этот адрес:\n${loginUrl}`,
    'Если вы не пытались войти, просто проигнорируйте это письмо.',
    textSignature(input.publicUrl, input.coach),
  ].join('\n\n');
  const body = html`<h1 style="margin:0 0 16px;font-size:22px;font-weight:bold;">Вход на сайт коуча</h1>
<p style="margin:0 0 16px;">Здравствуйте! Кто-то — возможно, вы — пытался войти на сайт коуча ${input.coach.nameGenitive} с адресом <b>${input.email}</b>. Аккаунта с этим адресом пока нет.</p>
<p style="margin:0 0 16px;">Чтобы зарегистрироваться, откройте страницу входа и выберите вкладку «Регистрация».</p>
<p style="margin:24px 0;"><a href="${loginUrl}" style="display:inline-block;padding:12px 24px;background:${palette.accent};border-radius:10px;color:${palette.text};font-weight:bold;text-decoration:none;">Зарегистрироваться</a></p>
<p style="margin:0 0 16px;font-size:14px;">Если кнопка не открывается, скопируйте ссылку в браузер: <a href="${loginUrl}" style="color:${palette.accentText};">${loginUrl}</a></p>
<p style="margin:0;color:${palette.muted};">Если вы не пытались войти, просто проигнорируйте это письмо.</p>`;
  return {
    subject: 'Вход на сайт коуча',
    text,
    html: renderMailLayout({ title: 'Вход на сайт коуча', preheader: 'Аккаунта с этим адресом пока нет. Зарегистрироваться можно на странице входа.', body, publicUrl: input.publicUrl, coach: input.coach }),
  };
}

/**
 * Sent instead of an address-change code when the new address already has an account: the
 * settings page answers the same either way, so only this mailbox's owner learns of the attempt.
 */
export function addressTakenNoticeMail(input: { email: string; publicUrl: string; coach: MailCoach }): RenderedMail {
  const title = 'Попытка привязать ваш адрес';
  const lead = `Кто-то указал адрес ${input.email} как новую почту другого кабинета на сайте коуча ${input.coach.nameGenitive}. Этот адрес уже принадлежит вашему аккаунту, поэтому он останется за вами и никакого кода мы не отправляли.`;
  const advice = 'Если это были вы, войдите с этим адресом или укажите в другом кабинете иной адрес. Если нет, просто проигнорируйте это письмо: ваш аккаунт в безопасности.';
  const text = ['Здравствуйте!', lead, advice, textSignature(input.publicUrl, input.coach)].join('\n\n');
  const body = html`<h1 style="margin:0 0 16px;font-size:22px;font-weight:bold;">${title}</h1>
<p style="margin:0 0 16px;">Здравствуйте! ${lead}</p>
<p style="margin:0;color:${palette.muted};">${advice}</p>`;
  return { subject: title, text, html: renderMailLayout({ title, preheader: 'Ваш адрес остаётся за вашим аккаунтом.', body, publicUrl: input.publicUrl, coach: input.coach }) };
}
