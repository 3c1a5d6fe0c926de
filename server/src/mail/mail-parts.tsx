/**
 * The pieces every mail is built of, each with its inline style (mail clients drop `<style>`) and
 * its plain-text form: a mail component uses these and never asks which part it renders.
 */
import { Fragment, type CSSProperties, type ReactNode } from 'react';
import { Button } from '@react-email/button';
import { markLinks } from '../shared/advertising-links';
import { advertisementLine, type Advertisement } from '../shared/advertising-mark';
import { greeting, palette } from './layout';
import { useMailMedium } from './render-mail';

/** The mail's title in the card; the text part has the subject instead. */
export function MailHeading({ children, size = 22 }: { children: ReactNode; size?: number }) {
  if (useMailMedium() === 'text') return null;
  return <h1 style={{ margin: '0 0 16px', fontSize: size, fontWeight: 'bold' }}>{children}</h1>;
}

const tones = {
  body: { margin: '0 0 12px' },
  /** Asides: what to do if the mail was not for her, the unsubscribe note. */
  muted: { margin: '0 0 12px', color: palette.muted },
  small: { margin: '0 0 12px', fontSize: 13, color: palette.muted },
} as const satisfies Record<string, CSSProperties>;

export type ParagraphTone = keyof typeof tones;

export function Paragraph({ children, tone = 'body', style }: { children: ReactNode; tone?: ParagraphTone; style?: CSSProperties }) {
  return <p style={{ ...tones[tone], ...style }}>{children}</p>;
}

/** «Здравствуйте, Ольга!»: the first line, by the name she gave in her settings. */
export function Greeting({ name }: { name?: string | null }) {
  return <Paragraph>{greeting(name)}</Paragraph>;
}

/** A link inside a sentence; in the text part «label: https://…» (`textLabel` when the label reads oddly there). */
export function InlineLink({ href, children, textLabel }: { href: string; children: string; textLabel?: string }) {
  if (useMailMedium() === 'text') return `${textLabel ?? children}: ${href}`;
  return (
    <a href={href} style={{ color: palette.accentText }}>
      {children}
    </a>
  );
}

/** Links side by side, «·» between them; one per line in the text part. */
export function LinkRow({ links }: { links: ReadonlyArray<{ href: string; label: string }> }) {
  const text = useMailMedium() === 'text';
  return (
    <Paragraph style={{ fontSize: 14 }}>
      {links.map((link, index) => (
        <Fragment key={link.href}>
          {index > 0 && (text ? <br /> : ' · ')}
          <InlineLink href={link.href}>{link.label}</InlineLink>
        </Fragment>
      ))}
    </Paragraph>
  );
}

export type ButtonLinkProps = {
  href: string;
  label: string;
  /** How the text part names the link, when the button's label reads oddly there («Регистрация: https://…»). */
  textLabel?: string;
  /**
   * The address again under the button, for a client whose mail app does not open it: `plain` in
   * small print (a meeting room she may paste elsewhere), `copy-hint` with «скопируйте ссылку».
   * The text part has the address anyway.
   */
  urlBelow?: 'plain' | 'copy-hint';
  /** The pale accent with dark text rather than the dark blue with white text. */
  pale?: boolean;
};

/** The mail's call to action; in the text part its own line «label: https://…». */
export function ButtonLink({ href, label, textLabel, urlBelow, pale = false }: ButtonLinkProps) {
  if (useMailMedium() === 'text') return <p>{`${textLabel ?? label}: ${href}`}</p>;
  const colours = pale ? { background: palette.accent, color: palette.text } : { background: palette.accentText, color: '#FFFFFF' };
  return (
    <>
      <p style={{ margin: '20px 0' }}>
        <Button href={href} style={{ ...colours, padding: '12px 24px', borderRadius: 8, fontWeight: 'bold', textDecoration: 'none' }}>
          {label}
        </Button>
      </p>
      {urlBelow === 'plain' && <Paragraph tone="small">{href}</Paragraph>}
      {urlBelow === 'copy-hint' && (
        <Paragraph style={{ fontSize: 14 }}>
          Если кнопка не открывается, скопируйте ссылку в браузер: <InlineLink href={href}>{href}</InlineLink>
        </Paragraph>
      )}
    </>
  );
}

/** Text as she typed it, its line breaks kept in both parts. */
export function Lines({ text }: { text: string }) {
  // The lines never move, so their position is their identity.
  return text.split('\n').map((line, index) => (
    <Fragment key={index}>
      {index > 0 && <br />}
      {line}
    </Fragment>
  ));
}

/** The one-time code, large and spaced in the card; on its own line in the text part. `compact`: a longer code (a gift certificate's) in smaller type, kept on one line. */
export function CodeBox({ code, compact = false }: { code: string; compact?: boolean }) {
  if (useMailMedium() === 'text') return <p>{code}</p>;
  return (
    <p style={{ margin: '24px 0' }}>
      <span
        style={{
          display: 'inline-block',
          padding: '12px 24px',
          background: palette.accentPale,
          border: `2px solid ${palette.accent}`,
          borderRadius: 10,
          fontFamily: "'Courier New',Courier,monospace",
          fontSize: compact ? 22 : 32,
          fontWeight: 'bold',
          letterSpacing: compact ? 2 : 8,
          whiteSpace: 'nowrap',
        }}
      >
        {code}
      </span>
    </p>
  );
}

/** HTML the server sanitised when the coach saved it (a newsletter, a welcome letter): inserted as it is. */
export function SanitizedHtml({ html }: { html: string }) {
  return <div dangerouslySetInnerHTML={{ __html: html }} />;
}

/**
 * Third-party advertising's mark (38-FZ art. 18.1), above the content it marks: «Реклама.
 * Рекламодатель: …. erid: …», in the text part too.
 */
export function AdvertisementMark({ advertisement }: { advertisement: Advertisement }) {
  return (
    <Paragraph tone="small" style={{ margin: '0 0 16px' }}>
      {advertisementLine(advertisement)}
    </Paragraph>
  );
}

/** Sanitised content, marked as advertising when it carries a mark: the line above it, and `erid` on every link. */
export function MarkedHtml({ html, advertisement }: { html: string; advertisement: Advertisement | null | undefined }) {
  if (!advertisement) return <SanitizedHtml html={html} />;
  return (
    <>
      <AdvertisementMark advertisement={advertisement} />
      <SanitizedHtml html={markLinks(html, advertisement.erid)} />
    </>
  );
}
