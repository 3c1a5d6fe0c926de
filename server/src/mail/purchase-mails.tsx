import type { PaidPurchase } from '../shared/paid-purchase';
import { dayText } from '../shared/date-text';
import { sessionMomentText } from '../shared/client-time';
import { formatKopecks } from '../shared/money-text';
import { purchaseDescriptionText } from '../shared/purchase-description';
import { plural } from '../shared/russian-plural';
import { paths, registrationPath } from '../shared/site-paths';
import type { MailCoach } from './layout';
import { MailLayout } from './mail-layout';
import { ButtonLink, Greeting, InlineLink, MailHeading, Paragraph } from './mail-parts';
import { renderMail, type RenderedMail } from './render-mail';
import { SessionDetails } from './session-mails';

const linkValidity = 'Ссылка действует 7 дней; в личном кабинете файл доступен всегда.';

/**
 * The mail's last line: a client finds everything in her cabinet; a guest has none yet, so she is
 * offered to create one with the address she bought with (what she bought then shows there too).
 */
function CabinetInvitation({ guestEmail, publicUrl }: { guestEmail: string | null; publicUrl: string }) {
  if (guestEmail === null) {
    return (
      <Paragraph>
        Все записи и итоги сессий — в <InlineLink href={`${publicUrl}${paths.cabinet}`}>личном кабинете</InlineLink>.
      </Paragraph>
    );
  }
  return (
    <Paragraph>
      {`Создайте личный кабинет с адресом ${guestEmail}: в нём всегда будут ваши покупки и файлы, а ещё там можно записаться на сессию.`}{' '}
      <InlineLink href={`${publicUrl}${registrationPath(guestEmail)}`} textLabel="Регистрация">
        Зарегистрироваться
      </InlineLink>
    </Paragraph>
  );
}

type PurchaseMailProps = { purchase: PaidPurchase; publicUrl: string; coach: MailCoach };

const isGift = (purchase: PaidPurchase) => purchase.amountKopecks === 0;
const descriptionOf = (purchase: Pick<PaidPurchase, 'description'>) => purchaseDescriptionText(purchase.description, dayText);

/** Confirms a payment; for a session, when it is (on her clock, Moscow time beside it) and where to find it. */
export function PurchaseConfirmationMail({ purchase, publicUrl, coach }: PurchaseMailProps) {
  const timeZone = purchase.recipientTimeZone;
  const when = purchase.session ? `Сессия состоится ${sessionMomentText(purchase.session.start, timeZone)}, онлайн.` : '';
  const left = purchase.creditsLeft;
  const description = descriptionOf(purchase);
  const title = isGift(purchase) ? 'Ваш подарок' : 'Оплата получена';
  return (
    <MailLayout title={title} preheader={when || 'Спасибо за покупку!'} publicUrl={publicUrl} coach={coach}>
      <MailHeading>{title}</MailHeading>
      <Greeting name={purchase.recipientName} />
      <Paragraph>{isGift(purchase) ? `Спасибо за интерес! Ваш подарок: ${description}.` : `Оплата получена: ${description} — ${formatKopecks(purchase.amountKopecks)}.`}</Paragraph>
      {purchase.downloadUrl && (
        <>
          <ButtonLink href={purchase.downloadUrl} label="Скачать файл" textLabel="Скачать" />
          <Paragraph tone="small">{linkValidity}</Paragraph>
        </>
      )}
      {purchase.giftDeliverOn && <Paragraph>{`Сертификат придёт получателю на почту ${dayText(purchase.giftDeliverOn)}.`}</Paragraph>}
      {when && <Paragraph>{when}</Paragraph>}
      {purchase.session && <SessionDetails session={{ ...purchase.session, timeZone }} publicUrl={publicUrl} coach={coach} />}
      {left > 0 && (
        <Paragraph>{`${plural(left, 'Оставшуюся', 'Оставшиеся', 'Оставшиеся')} ${left} ${plural(left, 'сессию', 'сессии', 'сессий')} пакета можно записать в кабинете в любой свободный день.`}</Paragraph>
      )}
      <CabinetInvitation guestEmail={purchase.guestEmail} publicUrl={publicUrl} />
    </MailLayout>
  );
}

export function purchaseConfirmationMail(purchase: PaidPurchase, publicUrl: string, coach: MailCoach): RenderedMail {
  const description = descriptionOf(purchase);
  const subject = purchase.session ? 'Сессия оплачена и записана' : isGift(purchase) ? `Ваш подарок: ${description}` : `Оплата получена: ${description}`;
  return { subject, ...renderMail(<PurchaseConfirmationMail purchase={purchase} publicUrl={publicUrl} coach={coach} />) };
}

export type OwnedProduct = Pick<PaidPurchase, 'recipientName' | 'description'> & { downloadUrl: string };

const ownedTitle = 'Этот продукт у вас уже есть';

export function AlreadyOwnedProductMail({ purchase, publicUrl, coach }: { purchase: OwnedProduct; publicUrl: string; coach: MailCoach }) {
  return (
    <MailLayout title={ownedTitle} preheader="Платить ещё раз не нужно" publicUrl={publicUrl} coach={coach}>
      <MailHeading>{ownedTitle}</MailHeading>
      <Greeting name={purchase.recipientName} />
      <Paragraph>{`Продукт «${purchase.description}» уже куплен с этим адресом почты, поэтому платить ещё раз не нужно.`}</Paragraph>
      <ButtonLink href={purchase.downloadUrl} label="Скачать файл" textLabel="Скачать" />
      <Paragraph tone="small">Ссылка действует 7 дней. Если вы не покупали его повторно, просто не обращайте внимания на это письмо.</Paragraph>
    </MailLayout>
  );
}

/**
 * To an address that bought this product before and asked to buy it again: no second payment,
 * the link again. Only the mailbox's owner learns of the earlier purchase; the page says nothing.
 */
export function alreadyOwnedProductMail(purchase: OwnedProduct, publicUrl: string, coach: MailCoach): RenderedMail {
  return { subject: `Продукт уже куплен: ${purchase.description}`, ...renderMail(<AlreadyOwnedProductMail purchase={purchase} publicUrl={publicUrl} coach={coach} />) };
}
