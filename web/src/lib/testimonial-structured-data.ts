import type { PublishedTestimonial } from '../api/generated/model';
import type { StructuredData } from './structured-data';

/** The published testimonials as schema.org `Review`s of the practice. */
export function testimonialsData(origin: string, practiceName: string, testimonials: readonly PublishedTestimonial[]): StructuredData[] {
  return testimonials.map((testimonial) => ({
    '@context': 'https://schema.org',
    '@type': 'Review',
    author: { '@type': 'Person', name: testimonial.author },
    reviewBody: testimonial.text,
    datePublished: testimonial.written_at.slice(0, 10),
    itemReviewed: { '@type': 'ProfessionalService', name: practiceName, url: `${origin}/` },
  }));
}
