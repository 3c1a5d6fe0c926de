import type { MailCoach } from './layout';
import { MailLayout } from './mail-layout';
import { ButtonLink, Greeting, MailHeading, Paragraph } from './mail-parts';
import { renderMail, type RenderedMail } from './render-mail';

const subject = 'Анкета перед первой сессией';
const lead = 'Перед нашей первой сессией я прошу ответить на несколько вопросов: так встреча пройдёт полезнее.';

export function IntakeReminderMail({ recipientName, publicUrl, coach }: { recipientName: string | null; publicUrl: string; coach: MailCoach }) {
  return (
    <MailLayout title={subject} preheader={lead} publicUrl={publicUrl} coach={coach}>
      <MailHeading>{subject}</MailHeading>
      <Greeting name={recipientName} />
      <Paragraph>{lead}</Paragraph>
      <ButtonLink href={`${publicUrl}/lk`} label="Заполнить анкету" textLabel="Анкета — в личном кабинете" />
    </MailLayout>
  );
}

/** The reminder to fill in the questionnaire before the first session: a service mail about her own booking. */
export function intakeReminderMail(recipientName: string | null, publicUrl: string, coach: MailCoach): RenderedMail {
  return { subject, ...renderMail(<IntakeReminderMail recipientName={recipientName} publicUrl={publicUrl} coach={coach} />) };
}
