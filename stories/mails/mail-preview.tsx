import type { StoryObj } from '@storybook/react-vite';
import type { RenderedMail } from '../../server/src/mail/render-mail';
import { mailFixture } from './mail-fixtures';

/**
 * A mail as the client gets it: the subject, the HTML part in a frame of a mail client's width,
 * and the plain-text part beside it (what a client without HTML, or a screen reader of it, shows).
 */
export function MailPreview({ mail }: { mail: RenderedMail }) {
  return (
    <article style={{ display: 'flex', flexWrap: 'wrap', gap: 24, padding: 16, fontFamily: 'Arial, Helvetica, sans-serif', color: '#1F2A37' }}>
      <header style={{ flexBasis: '100%' }}>
        <p style={{ margin: 0, fontSize: 13, color: '#4A5868' }}>Тема письма</p>
        <h1 style={{ margin: '4px 0 0', fontSize: 20 }}>{mail.subject}</h1>
      </header>
      <section aria-labelledby="mail-html" style={{ flex: '1 1 600px', maxWidth: 640 }}>
        <h2 id="mail-html" style={{ fontSize: 16 }}>
          HTML-версия
        </h2>
        <iframe title={`HTML-версия письма «${mail.subject}»`} srcDoc={mail.html} style={{ width: '100%', height: 760, border: '1px solid #C8D3DF', borderRadius: 8 }} />
      </section>
      <section aria-labelledby="mail-text" style={{ flex: '1 1 360px' }}>
        <h2 id="mail-text" style={{ fontSize: 16 }}>
          Текстовая версия
        </h2>
        <pre style={{ margin: 0, whiteSpace: 'pre-wrap', overflowWrap: 'anywhere', fontSize: 14, lineHeight: 1.5 }}>{mail.text}</pre>
      </section>
    </article>
  );
}

/** The story of one fixture mail: its Russian name in the sidebar, the mail rendered by its own function. */
export function mailStory(key: string): StoryObj<typeof MailPreview> {
  const fixture = mailFixture(key);
  return { name: fixture.title, args: { mail: fixture.render() } };
}
