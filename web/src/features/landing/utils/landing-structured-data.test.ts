import { describe, expect, it } from 'vitest';
import { faq } from '../content/landing-copy';
import { faqData, practiceData, productsData } from './landing-structured-data';

const origin = 'https://coach.example';

describe('the landing as JSON-LD', () => {
  it('should describe the practice with the coach as a Person and each session type as an offer in roubles', () => {
    const data = practiceData(origin, undefined, [{ id: 1, sessions: 5, name: 'Пакет из 5 сессий', icon: '', description: '<p>Пять <b>встреч</b></p>', additional: '', amount: 25000, on_sale: true }]);
    expect(data).toMatchObject({
      '@type': 'ProfessionalService',
      url: `${origin}/`,
      founder: { '@type': 'Person', url: `${origin}/about` },
      makesOffer: [{ '@type': 'Offer', price: '25000.00', priceCurrency: 'RUB', itemOffered: { name: 'Пакет из 5 сессий', description: 'Пять встреч' } }],
    });
  });

  it('should carry every FAQ entry as a Question with its Answer', () => {
    expect(faqData()).toMatchObject({
      '@type': 'FAQPage',
      mainEntity: faq.entries.map((entry) => ({ '@type': 'Question', name: entry.question, acceptedAnswer: { '@type': 'Answer', text: entry.answer } })),
    });
  });

  it('should make a Product with its Offer of each digital product', () => {
    expect(productsData(origin, 'Коуч Анна Смирнова', [{ id: 2, name: 'Гид', icon: '', description: 'Гид по <i>смене</i> профессии', amount: 990 }])).toEqual([
      expect.objectContaining({ '@type': 'Product', name: 'Гид', description: 'Гид по смене профессии', offers: expect.objectContaining({ price: '990.00', priceCurrency: 'RUB' }) }),
    ]);
  });
});
