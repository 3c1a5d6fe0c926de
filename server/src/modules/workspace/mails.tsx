import { plural } from '../../shared/russian-plural';
import { paths } from '../../shared/site-paths';
import type { MailCoach } from '../../mail/layout';
import { MailLayout } from '../../mail/mail-layout';
import { ButtonLink, Greeting, MailHeading, Paragraph } from '../../mail/mail-parts';
import { renderMail, type RenderedMail } from '../../mail/render-mail';

/** «1 новое сообщение», «3 новых сообщения», «5 новых сообщений». */
export const newMessagesText = (count: number): string => `${count} ${plural(count, 'новое сообщение', 'новых сообщения', 'новых сообщений')}`;

/** Where the coach reads a client's thread: her card in «Клиенты», on its messages. */
export const coachThreadPath = (userId: string): string => `${paths.admin}/clients?${new URLSearchParams({ client: userId, tab: 'messages' }).toString()}`;

type MailInput = { count: number; publicUrl: string; coach: MailCoach };

/**
 * The mails never carry a message's words: only how many wait and where to read them, behind the
 * sign-in (the texts are personal data, and mail passes through other hands).
 */
export function ClientMessagesMail({ count, publicUrl, coach, recipientName }: MailInput & { recipientName: string | null }) {
  const headline = `${coach.name}: ${newMessagesText(count)}`;
  return (
    <MailLayout title={headline} preheader={`${newMessagesText(count)} в личном кабинете`} publicUrl={publicUrl} coach={coach}>
      <MailHeading>{headline}</MailHeading>
      <Greeting name={recipientName} />
      <Paragraph>{`В переписке с коучем ${count === 1 ? 'вас ждёт' : 'вас ждут'} ${newMessagesText(count)}. Прочитать и ответить можно в личном кабинете.`}</Paragraph>
      <ButtonLink href={`${publicUrl}${paths.cabinetMessages}`} label="Открыть сообщения" textLabel="Сообщения — в личном кабинете" />
    </MailLayout>
  );
}

/** The client told of the coach's new messages. */
export function clientMessagesMail(input: MailInput & { recipientName: string | null }): RenderedMail {
  return { subject: `${newMessagesText(input.count)} от коуча`, ...renderMail(<ClientMessagesMail {...input} />) };
}

export function CoachMessagesMail({ count, publicUrl, coach, client, userId }: MailInput & { client: string; userId: string }) {
  const headline = `${client}: ${newMessagesText(count)}`;
  return (
    <MailLayout title={headline} preheader={headline} publicUrl={publicUrl} coach={coach}>
      <MailHeading size={20}>{headline}</MailHeading>
      <Paragraph>{`Клиент написал вам: ${newMessagesText(count)}.`}</Paragraph>
      <ButtonLink href={`${publicUrl}${coachThreadPath(userId)}`} label="Открыть переписку" />
      <Paragraph tone="muted">Письма о сообщениях клиентов можно выключить в «Практике».</Paragraph>
    </MailLayout>
  );
}

/** The coach told of a client's new messages; `client` names her (name and address, or what is left). */
export function coachMessagesMail(input: MailInput & { client: string; userId: string }): RenderedMail {
  return { subject: `Новые сообщения: ${input.client} (${input.count})`, ...renderMail(<CoachMessagesMail {...input} />) };
}
