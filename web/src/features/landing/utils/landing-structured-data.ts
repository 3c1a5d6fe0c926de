import type { ConsultationType, ProductType } from '../../../api/generated/model';
import { PRACTICE_NAME } from '../../../config/constants';
import { paths } from '../../../config/paths';
import type { StructuredData } from '../../../lib/structured-data';
import { about, faq, hero, socialLinks, supportEmail } from '../content/landing-copy';

const coachName = 'Анна Смирнова';

/** Sanitised catalogue HTML as plain text. */
const plainText = (html: string) => html.replace(/<[^>]*>/g, ' ').replace(/\s+/g, ' ').trim();

const offerInRoubles = (amount: number, url: string) => ({ '@type': 'Offer', price: amount.toFixed(2), priceCurrency: 'RUB', availability: 'https://schema.org/InStock', url });

/** The practice (`ProfessionalService`) with the coach as its `Person` and every session type as an offer in roubles. */
export function practiceData(origin: string, sessions: readonly ConsultationType[]): StructuredData {
  const coach = { '@type': 'Person', name: coachName, jobTitle: 'Коуч', description: about.paragraphs[0], url: `${origin}${paths.about}`, sameAs: socialLinks.map((link) => link.href) };
  return {
    '@context': 'https://schema.org',
    '@type': 'ProfessionalService',
    name: PRACTICE_NAME,
    description: hero.lead,
    url: `${origin}/`,
    email: supportEmail,
    areaServed: 'RU',
    founder: coach,
    employee: coach,
    makesOffer: sessions.map((session) => ({
      ...offerInRoubles(session.amount, `${origin}/?path=services`),
      itemOffered: { '@type': 'Service', name: session.name, description: plainText(session.description) },
    })),
  };
}

/** The FAQ section as `FAQPage`. */
export function faqData(): StructuredData {
  return {
    '@context': 'https://schema.org',
    '@type': 'FAQPage',
    mainEntity: faq.entries.map((entry) => ({ '@type': 'Question', name: entry.question, acceptedAnswer: { '@type': 'Answer', text: entry.answer } })),
  };
}

/** Each digital product as a `Product` with its `Offer`. */
export function productsData(origin: string, productTypes: readonly ProductType[]): StructuredData[] {
  return productTypes.map((product) => ({
    '@context': 'https://schema.org',
    '@type': 'Product',
    name: product.name,
    description: plainText(product.description),
    brand: { '@type': 'Brand', name: PRACTICE_NAME },
    offers: offerInRoubles(product.amount, `${origin}/?path=products`),
  }));
}
