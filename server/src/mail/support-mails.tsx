import { momentText } from '../shared/date-text';
import { palette, type MailCoach } from './layout';
import { MailLayout } from './mail-layout';
import { Lines, MailHeading, Paragraph } from './mail-parts';
import { renderMail, type RenderedMail } from './render-mail';

/** A client's request to support as its mail tells it. */
export type SupportRequest = { id: number; email: string; message: string; createdAt: Date };

export function SupportRequestMail({ message, publicUrl, coach }: { message: SupportRequest; publicUrl: string; coach: MailCoach }) {
  return (
    <MailLayout title="Запрос в поддержку" preheader={message.message.slice(0, 90)} publicUrl={publicUrl} coach={coach}>
      <MailHeading size={20}>{`Запрос в поддержку №${message.id}`}</MailHeading>
      <Paragraph>
        От <b>{message.email}</b>, {`${momentText(message.createdAt)} МСК`}
      </Paragraph>
      <Paragraph style={{ margin: '0 0 16px', borderLeft: `4px solid ${palette.accent}`, paddingLeft: 12 }}>
        <Lines text={message.message} />
      </Paragraph>
      <Paragraph tone="muted">Ответьте на это письмо — ответ уйдёт клиенту.</Paragraph>
    </MailLayout>
  );
}

/** The coach's copy of a client's support request; answering it replies to the client. */
export function supportRequestMail(message: SupportRequest, publicUrl: string, coach: MailCoach): RenderedMail {
  return { subject: `Запрос в поддержку №${message.id} от ${message.email}`, ...renderMail(<SupportRequestMail message={message} publicUrl={publicUrl} coach={coach} />) };
}
