import type { ConsultationType, PracticeDetails, ProductType } from '../../../api/generated/model';
import { paths } from '../../../config/paths';
import type { StructuredData } from '../../../lib/structured-data';
import { practiceName } from '../../../lib/practice-details';
import { about, faq, hero } from '../content/landing-copy';

/** Sanitised catalogue HTML as plain text. */
const plainText = (html: string) => html.replace(/<[^>]*>/g, ' ').replace(/\s+/g, ' ').trim();

const offerInRoubles = (amount: number, url: string) => ({ '@type': 'Offer', price: amount.toFixed(2), priceCurrency: 'RUB', availability: 'https://schema.org/InStock', url });

/** The practice (`ProfessionalService`) with the coach as its `Person` and every session type as an offer in roubles. */
export function practiceData(origin: string, practice: PracticeDetails | undefined, sessions: readonly ConsultationType[]): StructuredData {
  const sameAs = [practice?.telegram_url, practice?.vk_url].filter((link): link is string => Boolean(link));
  const coach = { '@type': 'Person', name: practice?.coach_name, jobTitle: 'Коуч', description: about.paragraphs[0], url: `${origin}${paths.about}`, sameAs };
  return {
    '@context': 'https://schema.org',
    '@type': 'ProfessionalService',
    name: practiceName(practice),
    description: hero.lead,
    url: `${origin}/`,
    email: practice?.support_email,
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
export function productsData(origin: string, brand: string, productTypes: readonly ProductType[]): StructuredData[] {
  return productTypes.map((product) => ({
    '@context': 'https://schema.org',
    '@type': 'Product',
    name: product.name,
    description: plainText(product.description),
    brand: { '@type': 'Brand', name: brand },
    offers: offerInRoubles(product.amount, `${origin}/?path=products`),
  }));
}
