import { dayText } from '../shared/date-text';
import { clockTimesText } from '../shared/client-time';
import type { MailCoach } from './layout';
import { MailLayout } from './mail-layout';
import { ButtonLink, Greeting, MailHeading, Paragraph } from './mail-parts';
import { renderMail, type RenderedMail } from './render-mail';

export type WaitlistOffer = { day: string; times: readonly string[]; starts?: readonly Date[]; timeZone?: string | null; recipientName: string | null };

type WaitlistMailProps = { offer: WaitlistOffer; publicUrl: string; coach: MailCoach };

const subjectOf = (offer: WaitlistOffer) => `Освободилось время на ${dayText(offer.day)}`;

/** With the times' instants the client's clock is shown beside Moscow's (her zone); the Moscow text otherwise. */
function leadOf(offer: WaitlistOffer): string {
  const times = offer.starts ? clockTimesText(offer.starts, offer.timeZone) : `${offer.times.join(', ')} (по московскому времени)`;
  return `На ${dayText(offer.day)} освободилось время: ${times}.`;
}

export function WaitlistMail({ offer, publicUrl, coach }: WaitlistMailProps) {
  const subject = subjectOf(offer);
  return (
    <MailLayout title={subject} preheader={leadOf(offer)} publicUrl={publicUrl} coach={coach}>
      <MailHeading>{subject}</MailHeading>
      <Greeting name={offer.recipientName} />
      <Paragraph>{leadOf(offer)}</Paragraph>
      <Paragraph>Время достанется тому, кто запишется первым.</Paragraph>
      <ButtonLink href={`${publicUrl}/lk`} label="Открыть календарь" textLabel="Записаться" />
      <Paragraph tone="small">Если этот день больше не нужен, нажмите «Не ждать» в личном кабинете.</Paragraph>
    </MailLayout>
  );
}

/**
 * «Освободилось время»: a service mail to a client who asked to be told. Its links only open the
 * cabinet (booking and «Не ждать» are buttons there), so a mail scanner following them changes nothing.
 */
export function waitlistMail(offer: WaitlistOffer, publicUrl: string, coach: MailCoach): RenderedMail {
  return { subject: subjectOf(offer), ...renderMail(<WaitlistMail offer={offer} publicUrl={publicUrl} coach={coach} />) };
}
