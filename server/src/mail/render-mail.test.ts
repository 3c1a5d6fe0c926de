import { createElement } from 'react';
import { describe, expect, it } from 'vitest';
import { MailLayout } from './mail-layout';
import { ButtonLink, Greeting, InlineLink, Lines, Paragraph } from './mail-parts';
import { htmlToPlainText, renderMail } from './render-mail';

const coach = { name: 'Анна Смирнова', nameGenitive: 'Анны Смирновой' };
const publicUrl = 'https://coach.example.ru';

/** A mail made of the shared pieces, written once, rendered to both parts. */
const sample = (name: string) =>
  renderMail(
    createElement(MailLayout, {
      title: 'Проба',
      preheader: 'Строка в списке писем',
      publicUrl,
      coach,
      children: [
        createElement(Greeting, { key: 'greeting', name }),
        createElement(Paragraph, { key: 'cabinet', children: ['Все записи — в ', createElement(InlineLink, { key: 'link', href: `${publicUrl}/lk`, children: 'личном кабинете' }), '.'] }),
        createElement(ButtonLink, { key: 'button', href: `${publicUrl}/lk?a=1&b=2`, label: 'Открыть', textLabel: 'Записаться' }),
        createElement(Paragraph, { key: 'lines', children: createElement(Lines, { text: 'первая <строка>\nвторая' }) }),
      ],
    }),
  );

describe('a mail rendered once to HTML and text', () => {
  it('should escape every value in the HTML part and keep it as typed in the text part', () => {
    const mail = sample(`o'neil & <b>`);
    expect(mail.html).toContain('Здравствуйте, o&#39;neil &amp; &lt;b&gt;!');
    expect(mail.html).toContain('href="https://coach.example.ru/lk?a=1&amp;b=2"');
    expect(mail.text).toMatch(/^Здравствуйте, o'neil & <b>!\n\n/);
    expect(mail.text).toContain('первая <строка>\nвторая');
  });

  it('should start the HTML part with the document type and keep the styles inline', () => {
    const { html } = sample('Ольга');
    expect(html).toMatch(/^<!doctype html>\n<html lang="ru">/);
    expect(html).not.toContain('<style');
    expect(html).toContain('Строка в списке писем');
  });

  it('should give every link in the text part as its address, a button on its own line, and sign with the coach and the site', () => {
    const { text } = sample('Ольга');
    expect(text).toContain('Все записи — в личном кабинете: https://coach.example.ru/lk\n');
    expect(text).toContain('\n\nЗаписаться: https://coach.example.ru/lk?a=1&b=2\n\n');
    expect(text).toMatch(/\n\n—\nАнна Смирнова · коучинг\nhttps:\/\/coach\.example\.ru$/);
    expect(text).not.toContain('Строка в списке писем');
  });

  it('should read sanitised HTML as text: headings as written, list items with bullets, links with their address', () => {
    expect(htmlToPlainText('<h2>Новости</h2><ul><li>Раз</li><li><a href="https://x.ru/a">Два</a></li></ul><p>Конец &amp; всё</p>')).toBe(
      'Новости\n\n• Раз\n• Два (https://x.ru/a)\n\nКонец & всё',
    );
  });
});
