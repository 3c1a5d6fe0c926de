import { plural } from '../shared/russian-plural';
import type { MailCoach } from './layout';
import { MailLayout } from './mail-layout';
import { ButtonLink, CodeBox, Greeting, MailHeading, Paragraph } from './mail-parts';
import { renderMail, type RenderedMail } from './render-mail';


const ignoreNotice = 'Если вы не запрашивали код, просто проигнорируйте это письмо.';

export type CodeMailPurpose = 'sign-in' | 'email-change' | 'account-deletion';

const codeMailWording: Record<CodeMailPurpose, { title: string; lead: (coach: MailCoach) => string; where: string }> = {
  'sign-in': {
    title: 'Код для входа',
    lead: (coach) => `Ваш код для входа на сайт коуча ${coach.nameGenitive}:`,
    where: 'Введите его в окне входа на сайте.',
  },
  'email-change': {
    title: 'Код для смены адреса',
    lead: (coach) => `Этот адрес указали как новую почту кабинета на сайте коуча ${coach.nameGenitive}. Код подтверждения:`,
    where: 'Введите его в настройках кабинета.',
  },
  'account-deletion': {
    title: 'Код для удаления аккаунта',
    lead: (coach) => `Вы запросили удаление аккаунта на сайте коуча ${coach.nameGenitive}. Код подтверждения:`,
    where: 'Введите его в настройках кабинета. Удалённый аккаунт восстановить нельзя.',
  },
};

export type CodeMailInput = { purpose: CodeMailPurpose; code: string; expiresInMinutes: number; publicUrl: string; coach: MailCoach; name?: string | null };

const validityOf = (minutes: number) => `Код действует ${minutes} ${plural(minutes, 'минуту', 'минуты', 'минут')}.`;

export function CodeMail({ purpose, code, expiresInMinutes, publicUrl, coach, name }: CodeMailInput) {
  const wording = codeMailWording[purpose];
  const validity = validityOf(expiresInMinutes);
  return (
    <MailLayout title={wording.title} preheader={`${code} — ${wording.title.toLowerCase()}. ${validity}`} publicUrl={publicUrl} coach={coach}>
      <MailHeading>{wording.title}</MailHeading>
      <Greeting name={name} />
      <Paragraph>{wording.lead(coach)}</Paragraph>
      <CodeBox code={code} />
      <Paragraph>{`${validity} ${wording.where}`}</Paragraph>
      <Paragraph tone="muted">{ignoreNotice}</Paragraph>
    </MailLayout>
  );
}

/** The code goes into the subject too, so it can be read from the notification without opening the mail. */
export function codeMail(input: CodeMailInput): RenderedMail {
  return { subject: `${codeMailWording[input.purpose].title}: ${input.code}`, ...renderMail(<CodeMail {...input} />) };
}

/** A mail about an address: the address it is about, the site it was used on. */
export type AddressMailInput = { email: string; publicUrl: string; coach: MailCoach };

const invitationTitle = 'Вход на сайт коуча';

export function RegistrationInvitationMail({ email, publicUrl, coach }: AddressMailInput) {
  return (
    <MailLayout title={invitationTitle} preheader="Аккаунта с этим адресом пока нет. Зарегистрироваться можно на странице входа." publicUrl={publicUrl} coach={coach}>
      <MailHeading>{invitationTitle}</MailHeading>
      <Greeting />
      <Paragraph>
        Кто-то — возможно, вы — пытался войти на сайт коуча {coach.nameGenitive} с адресом <b>{email}</b>. Аккаунта с этим адресом пока нет.
      </Paragraph>
      <Paragraph>Чтобы зарегистрироваться, откройте страницу входа и выберите вкладку «Регистрация».</Paragraph>
      <ButtonLink href={`${publicUrl}/login`} label="Зарегистрироваться" textLabel="Страница входа" urlBelow="copy-hint" pale />
      <Paragraph tone="muted">Если вы не пытались войти, просто проигнорируйте это письмо.</Paragraph>
    </MailLayout>
  );
}

/**
 * Sent instead of a code when someone signs in with an address that has no account: the sign-in
 * page answers the same either way, so only the owner of the mailbox learns the address is unknown.
 */
export function registrationInvitationMail(input: AddressMailInput): RenderedMail {
  return { subject: invitationTitle, ...renderMail(<RegistrationInvitationMail {...input} />) };
}

const addressTakenTitle = 'Попытка привязать ваш адрес';

export function AddressTakenNoticeMail({ email, publicUrl, coach }: AddressMailInput) {
  return (
    <MailLayout title={addressTakenTitle} preheader="Ваш адрес остаётся за вашим аккаунтом." publicUrl={publicUrl} coach={coach}>
      <MailHeading>{addressTakenTitle}</MailHeading>
      <Greeting />
      <Paragraph>
        Кто-то указал адрес {email} как новую почту другого кабинета на сайте коуча {coach.nameGenitive}. Этот адрес уже принадлежит вашему аккаунту, поэтому он останется
        за вами и никакого кода мы не отправляли.
      </Paragraph>
      <Paragraph tone="muted">
        Если это были вы, войдите с этим адресом или укажите в другом кабинете иной адрес. Если нет, просто проигнорируйте это письмо: ваш аккаунт в безопасности.
      </Paragraph>
    </MailLayout>
  );
}

/**
 * Sent instead of an address-change code when the new address already has an account: the
 * settings page answers the same either way, so only this mailbox's owner learns of the attempt.
 */
export function addressTakenNoticeMail(input: AddressMailInput): RenderedMail {
  return { subject: addressTakenTitle, ...renderMail(<AddressTakenNoticeMail {...input} />) };
}
