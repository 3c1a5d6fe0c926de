import { createContext, use, type ReactElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { convert, type HtmlToTextOptions } from 'html-to-text';
import type { MailMessage } from '../adapters/mail/mailer';

/** What a mail function gives the worker: the subject and the two parts, both from one component. */
export type RenderedMail = Pick<MailMessage, 'subject' | 'text' | 'html'>;

/**
 * Which part is being rendered. A mail is written once; the few pieces that read differently in
 * plain text (a button becomes «Записаться: https://…», the layout's header and footer become the
 * signature lines) ask this, so a mail component never does.
 */
export type MailMedium = 'html' | 'text';

const MailMediumContext = createContext<MailMedium>('html');

/** The part the surrounding `renderMail` is rendering. */
export const useMailMedium = (): MailMedium => use(MailMediumContext);

const headings = ['h1', 'h2', 'h3', 'h4', 'h5', 'h6'].map((selector) => ({ selector, options: { uppercase: false } }));

/**
 * HTML to the text part: no wrapping (mail clients wrap), paragraphs apart by a blank line,
 * headings as written, list items with «•», a link in content as «label (https://…)».
 */
const plainTextOptions: HtmlToTextOptions = {
  wordwrap: false,
  selectors: [
    ...headings,
    { selector: 'a', options: { linkBrackets: ['(', ')'], hideLinkHrefIfSameAsText: true } },
    { selector: 'ul', options: { itemPrefix: '• ' } },
    { selector: 'img', format: 'skip' },
  ],
};

/**
 * Sanitised or rendered HTML as plain text. A full stop right after a link at the end of a line is
 * dropped, so the whole line is the address a client copies (and the tests read).
 */
export function htmlToPlainText(markup: string): string {
  return convert(markup, plainTextOptions)
    .replace(/(https?:\/\/[^\s)]+)\.$/gm, '$1')
    .replace(/\n{3,}/g, '\n\n')
    .trim();
}

const render = (element: ReactElement, medium: MailMedium) => renderToStaticMarkup(<MailMediumContext value={medium}>{element}</MailMediumContext>);

/**
 * The one place a mail component becomes the message's parts: the HTML part (React escapes every
 * value) and the text part from the same component rendered for text. React writes an apostrophe
 * as `&#x27;`; it is written `&#39;` as before, the shorter and older entity.
 */
export function renderMail(element: ReactElement): Pick<RenderedMail, 'text' | 'html'> {
  const html = `<!doctype html>\n${render(element, 'html').replaceAll('&#x27;', '&#39;')}`;
  return { html, text: htmlToPlainText(render(element, 'text')) };
}
