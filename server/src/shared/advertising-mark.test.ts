import { describe, expect, it } from 'vitest';
import { markLinks } from './advertising-links';
import { advertisementLine, readAdvertisement, withErid } from './advertising-mark';

describe('the advertising mark', () => {
  it('should accept an advertiser and an erid of Latin letters and digits, trimmed', () => {
    expect(readAdvertisement({ advertiser: ' ИП Иванова ', erid: ' Kra23f4hZ ' })).toEqual({ advertiser: 'ИП Иванова', erid: 'Kra23f4hZ' });
  });

  it('should refuse a missing advertiser or a token of another shape, in Russian', () => {
    expect(readAdvertisement({ advertiser: '', erid: 'Kra23f4hZ' })).toEqual({ problem: 'Укажите рекламодателя.' });
    expect(readAdvertisement({ advertiser: 'ООО', erid: '' })).toEqual({ problem: expect.stringMatching(/Укажите токен erid/) });
    for (const erid of ['Kra 23', 'токен', 'a'.repeat(51), 'erid=abc']) expect(readAdvertisement({ advertiser: 'ООО', erid })).toEqual({ problem: expect.stringMatching(/латинских букв и цифр/) });
  });

  it('should write the line «Реклама. Рекламодатель: …. erid: …»', () => {
    expect(advertisementLine({ advertiser: 'ООО «Ромашка»', erid: 'Kra23f4hZ' })).toBe('Реклама. Рекламодатель: ООО «Ромашка». erid: Kra23f4hZ');
  });

  it('should add erid to every http(s) link, replace one it had, and leave mailto and the rest alone', () => {
    expect(withErid('https://a.example/p?x=1#top', 'T1')).toBe('https://a.example/p?x=1&erid=T1#top');
    expect(withErid('https://a.example/?erid=old', 'T1')).toBe('https://a.example/?erid=T1');
    expect(withErid('mailto:a@example.ru', 'T1')).toBe('mailto:a@example.ru');
    expect(withErid('/relative', 'T1')).toBe('/relative');
    const html = '<p style="text-align:center">Курс <a href="https://a.example/c?u=1" rel="noopener noreferrer">здесь</a>, <a href="mailto:a@example.ru">почта</a><img src="data:image/png;base64,AAAA" /></p>';
    expect(markLinks(html, 'T1')).toBe(
      '<p style="text-align:center">Курс <a href="https://a.example/c?u=1&amp;erid=T1" rel="noopener noreferrer">здесь</a>, <a href="mailto:a@example.ru">почта</a><img src="data:image/png;base64,AAAA" /></p>',
    );
  });
});
