import type { MailCoach } from './layout';
import { MailLayout } from './mail-layout';
import { ButtonLink, Greeting, MailHeading, Paragraph } from './mail-parts';
import { renderMail, type RenderedMail } from './render-mail';

const subject = 'Поделитесь впечатлениями о сессии';
const lead =
  'Спасибо за нашу встречу. Если захотите, напишите пару слов о том, как прошла сессия: отзыв увижу только я, а на сайте он появится, лишь если вы дадите на это отдельное согласие.';

export function TestimonialInvitationMail({ recipientName, publicUrl, coach }: { recipientName: string | null; publicUrl: string; coach: MailCoach }) {
  return (
    <MailLayout title={subject} preheader={lead} publicUrl={publicUrl} coach={coach}>
      <MailHeading>{subject}</MailHeading>
      <Greeting name={recipientName} />
      <Paragraph>{lead}</Paragraph>
      <ButtonLink href={`${publicUrl}/lk/testimonial`} label="Написать отзыв" />
    </MailLayout>
  );
}

/** The invitation to leave a testimonial after her first held session: a service mail about her own sessions. */
export function testimonialInvitationMail(recipientName: string | null, publicUrl: string, coach: MailCoach): RenderedMail {
  return { subject, ...renderMail(<TestimonialInvitationMail recipientName={recipientName} publicUrl={publicUrl} coach={coach} />) };
}
