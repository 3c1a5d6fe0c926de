import type { SendMailOptions } from 'nodemailer';
import type { MailMessage, MailSender } from './mailer';

/** The nodemailer form of our message; both adapters build the same MIME from it. */
export function toNodemailerMessage(message: MailMessage, from: MailSender): SendMailOptions {
  return {
    from: message.from ?? from,
    to: message.to,
    replyTo: message.replyTo,
    subject: message.subject,
    text: message.text,
    html: message.html,
    headers: message.headers,
    list: message.list ? { id: { url: message.list.id, comment: message.list.name } } : undefined,
    icalEvent: message.calendar ? { method: message.calendar.method, content: message.calendar.content, filename: 'invite.ics' } : undefined,
    // Only when there are files: a message without them keeps its plain alternative structure.
    ...(message.attachments?.length ? { attachments: message.attachments.map(({ filename, contentType, content }) => ({ filename, contentType, content })) } : {}),
  };
}
