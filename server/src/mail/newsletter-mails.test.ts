import { describe, expect, it } from 'vitest';
import { newsletterMail, newsletterMailForEach } from './newsletter-mails';

const issue = {
  subject: 'Весенний выпуск',
  sanitizedHtml: '<p>Текст выпуска со <a href="https://example.ru/a?x=1&amp;y=2">ссылкой</a>.</p>',
  publicUrl: 'https://coach.example.ru',
  coach: { name: 'Анна Смирнова', nameGenitive: 'Анны Смирновой' },
};

describe('a newsletter issue rendered once for all its recipients', () => {
  it("should give each recipient the bytes her own rendering would, her unsubscribe address in both parts", () => {
    const mailFor = newsletterMailForEach({ ...issue, advertisement: { advertiser: 'ООО «Ромашка»', erid: '2VtzqwTGwxn' } });
    for (const unsubscribeUrl of ['https://coach.example.ru/user-unsubscribe?uuid=1f2e&signature=a"b\'c<d>', 'https://coach.example.ru/user-unsubscribe?uuid=99']) {
      const once = mailFor(unsubscribeUrl);
      expect(once).toEqual(newsletterMail({ ...issue, advertisement: { advertiser: 'ООО «Ромашка»', erid: '2VtzqwTGwxn' }, unsubscribeUrl }));
      expect(once.text).toContain(unsubscribeUrl);
      expect(once.html).not.toContain('unsubscribe.invalid');
    }
  });
});
