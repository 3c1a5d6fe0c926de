import { plural } from '../shared/russian-plural';
import { validityText } from '../shared/gift-certificate-validity';
import type { MailCoach } from './layout';
import { MailLayout } from './mail-layout';
import { ButtonLink, CodeBox, Greeting, Lines, MailHeading, Paragraph } from './mail-parts';
import { renderMail, type RenderedMail } from './render-mail';

/** What the recipient's mail says about her certificate. */
export type GiftCertificateLetter = {
  recipientName: string;
  message: string;
  /** «Пакет из 5 сессий» and how many sessions it gives; null for a certificate of an amount («5 000 ₽ на сессии и пакеты»). */
  offerName: string;
  sessions: number | null;
  code: string;
  /** The last Moscow day it may be redeemed, `YYYY-MM-DD`. */
  expiresOn: string;
  /** The months it was issued for, from the day it was paid (undefined for one issued before they were recorded). */
  validityMonths?: number;
};

const subject = 'Вам подарок: сертификат на коуч-сессии';
const sessionsText = (sessions: number) => (sessions === 1 ? 'одна сессия' : `${sessions} ${plural(sessions, 'сессия', 'сессии', 'сессий')}`);

export function GiftCertificateMail({ letter, publicUrl, coach }: { letter: GiftCertificateLetter; publicUrl: string; coach: MailCoach }) {
  const redeemUrl = `${publicUrl}/lk/gift/${letter.code}`;
  const lead =
    letter.sessions === null
      ? `Вам подарили сертификат «${letter.offerName}» у коуча ${coach.nameGenitive}.`
      : `Вам подарили сертификат «${letter.offerName}»: ${sessionsText(letter.sessions)} у коуча ${coach.nameGenitive}.`;
  return (
    <MailLayout title={subject} preheader={lead} publicUrl={publicUrl} coach={coach}>
      <MailHeading>{subject}</MailHeading>
      <Greeting name={letter.recipientName} />
      <Paragraph>{lead}</Paragraph>
      {letter.message !== '' && (
        <Paragraph style={{ fontStyle: 'italic' }}>
          <Lines text={letter.message} />
        </Paragraph>
      )}
      <Paragraph>Код сертификата:</Paragraph>
      <CodeBox code={letter.code} compact />
      <Paragraph>
        Чтобы записаться, войдите в личный кабинет по этой почте или любой другой и введите код в разделе «Активировать сертификат»:{' '}
        {letter.sessions === null
          ? 'сумма появится на вашем счёте и оплатит сессию или пакет, когда вы запишетесь (если её не хватит, остальное можно доплатить картой).'
          : 'сессии появятся на вашем счёте, и их можно будет выбрать при записи.'}{' '}
        {validityText(letter)}
      </Paragraph>
      <ButtonLink href={redeemUrl} label="Активировать сертификат" urlBelow="copy-hint" />
      <Paragraph tone="small">Сертификат во вложении (PDF) — его можно распечатать или переслать.</Paragraph>
    </MailLayout>
  );
}

/** The certificate's mail to its recipient, on the day the buyer chose. */
export function giftCertificateMail(letter: GiftCertificateLetter, publicUrl: string, coach: MailCoach): RenderedMail {
  return { subject, ...renderMail(<GiftCertificateMail letter={letter} publicUrl={publicUrl} coach={coach} />) };
}
