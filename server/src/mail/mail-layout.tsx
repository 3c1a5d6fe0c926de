import type { ReactNode } from 'react';
import { Preview } from '@react-email/preview';
import { palette, signatureOf, type MailCoach } from './layout';
import { useMailMedium } from './render-mail';

export type MailLayoutProps = {
  title: string;
  /** The line mail clients show beside the subject in the inbox list. */
  preheader: string;
  publicUrl: string;
  coach: MailCoach;
  children: ReactNode;
};

const font = 'Arial,Helvetica,sans-serif';

/**
 * One column, tables and inline styles (no `<style>`: Yandex Mail and Gmail's apps drop it): what
 * mail clients (Outlook, mobile Gmail, Yandex Mail) render alike. The coach's name heads the card;
 * in the text part it signs the mail, with the site's address.
 */
export function MailLayout({ title, preheader, publicUrl, coach, children }: MailLayoutProps) {
  if (useMailMedium() === 'text') {
    return (
      <>
        {children}
        <p>
          —<br />
          {signatureOf(coach)}
          <br />
          {publicUrl}
        </p>
      </>
    );
  }
  return (
    <html lang="ru">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <title>{title}</title>
      </head>
      <body style={{ margin: 0, padding: 0, background: palette.page }}>
        <Preview>{preheader}</Preview>
        <table role="presentation" width="100%" cellPadding={0} cellSpacing={0} style={{ background: palette.page }}>
          <tbody>
            <tr>
              <td align="center" style={{ padding: '32px 16px' }}>
                <table
                  role="presentation"
                  width="100%"
                  cellPadding={0}
                  cellSpacing={0}
                  style={{ maxWidth: 560, background: '#FFFFFF', borderRadius: 12, borderTop: `6px solid ${palette.accent}`, fontFamily: font, color: palette.text }}
                >
                  <tbody>
                    <tr>
                      <td style={{ padding: '28px 32px 4px', fontSize: 13, letterSpacing: '0.08em', textTransform: 'uppercase', color: palette.accentText }}>{signatureOf(coach)}</td>
                    </tr>
                    <tr>
                      <td style={{ padding: '8px 32px 32px', fontSize: 16, lineHeight: 1.5 }}>{children}</td>
                    </tr>
                  </tbody>
                </table>
                <p style={{ margin: '16px 0 0', fontFamily: font, fontSize: 12, color: palette.muted }}>
                  Письмо отправлено автоматически с сайта{' '}
                  <a href={publicUrl} style={{ color: palette.accentText }}>
                    {new URL(publicUrl).host}
                  </a>
                  . Отвечать на него не нужно.
                </p>
              </td>
            </tr>
          </tbody>
        </table>
      </body>
    </html>
  );
}
