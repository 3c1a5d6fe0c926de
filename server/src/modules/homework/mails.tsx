import { sessionMomentText } from '../../shared/client-time';
import { paths } from '../../shared/site-paths';
import type { MailCoach } from '../../mail/layout';
import { MailLayout } from '../../mail/mail-layout';
import { ButtonLink, Greeting, MailHeading, Paragraph } from '../../mail/mail-parts';
import { renderMail, type RenderedMail } from '../../mail/render-mail';
import { clientText, coachMomentText } from '../coach-notifications/mails';

/** What a client's homework mail says: her assignment and her clock. */
export type ClientHomeworkMailInput = {
  recipientName: string | null;
  /** Her time zone (Moscow's without one): the due moment on her clock. */
  zone: string | null;
  homework: { homeworkId: string; title: string; dueAt: Date };
  publicUrl: string;
  coach: MailCoach;
};

const cabinetLink = (publicUrl: string, homeworkId: string) => `${publicUrl}${paths.cabinetHomework}/${homeworkId}`;

function ClientHomeworkMail({ subject, lead, input }: { subject: string; lead: string; input: ClientHomeworkMailInput }) {
  return (
    <MailLayout title={subject} preheader={lead} publicUrl={input.publicUrl} coach={input.coach}>
      <MailHeading>{subject}</MailHeading>
      <Greeting name={input.recipientName} />
      <Paragraph>{lead}</Paragraph>
      <ButtonLink href={cabinetLink(input.publicUrl, input.homework.homeworkId)} label="Открыть задание" textLabel="Задание — в личном кабинете" />
      <Paragraph tone="muted">Ответы сохраняются черновиком, пока вы их не отправите.</Paragraph>
    </MailLayout>
  );
}

/** The client told of her new homework and when it is due. */
export function homeworkAssignedMail(input: ClientHomeworkMailInput): RenderedMail {
  const subject = `Новое домашнее задание: «${input.homework.title}»`;
  const lead = `Я подготовила для вас задание «${input.homework.title}». Срок сдачи — ${sessionMomentText(input.homework.dueAt, input.zone)}.`;
  return { subject, ...renderMail(<ClientHomeworkMail subject={subject} lead={lead} input={input} />) };
}

/** The reminder a day before the due moment, while she has not submitted. */
export function homeworkReminderMail(input: ClientHomeworkMailInput): RenderedMail {
  const subject = `Напоминание: домашнее задание «${input.homework.title}»`;
  const lead = `Завтра срок сдачи задания «${input.homework.title}»: ${sessionMomentText(input.homework.dueAt, input.zone)}.`;
  return { subject, ...renderMail(<ClientHomeworkMail subject={subject} lead={lead} input={input} />) };
}

export type HomeworkSubmittedMailInput = {
  client: { name: string | null; email: string | null };
  homework: { title: string; submittedAt: Date };
  /** The coach's IANA zone. */
  zone: string;
  /** The client's card in the back office. */
  userId: string;
  publicUrl: string;
  coach: MailCoach;
};

/** The coach told that a client handed her homework in. */
export function homeworkSubmittedMail(input: HomeworkSubmittedMailInput): RenderedMail {
  const subject = `Домашнее задание сдано: «${input.homework.title}»`;
  const lines = [`Клиент: ${clientText(input.client)}.`, `Ответы отправлены ${coachMomentText(input.homework.submittedAt, input.zone)}.`];
  return {
    subject,
    ...renderMail(
      <MailLayout title={subject} preheader={lines[0] ?? subject} publicUrl={input.publicUrl} coach={input.coach}>
        <MailHeading size={20}>{subject}</MailHeading>
        {lines.map((line) => (
          <Paragraph key={line}>{line}</Paragraph>
        ))}
        <ButtonLink href={`${input.publicUrl}${paths.admin}/clients/${input.userId}`} label="Открыть карточку клиента" />
      </MailLayout>,
    ),
  };
}
