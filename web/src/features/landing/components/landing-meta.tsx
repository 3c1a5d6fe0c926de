import type { ConsultationType, ProductType, PublishedTestimonial } from '../../../api/generated/model';
import { testimonialsData } from '../../../lib/testimonial-structured-data';
import { PageMeta } from '../../../lib/page-meta';
import { practiceName, usePracticeDetails } from '../../../lib/practice-details';
import { useSiteOrigin } from '../../../lib/site-origin';
import { faqData, practiceData, productsData } from '../utils/landing-structured-data';

const description = (name: string) =>
  `${name}: индивидуальные коуч-сессии онлайн, пакеты из 5 и 10 сессий и готовые материалы для поиска призвания. Личный кабинет клиента.`;

/** The landing's title, description and JSON-LD: the practice with its prices, the FAQ, the products and the published testimonials. */
export function LandingMeta({
  sessions,
  productTypes,
  testimonials = [],
}: {
  sessions: readonly ConsultationType[];
  productTypes: readonly ProductType[];
  testimonials?: readonly PublishedTestimonial[];
}) {
  const origin = useSiteOrigin();
  const practice = usePracticeDetails();
  const name = practiceName(practice);
  return (
    <PageMeta
      title={name}
      fullTitle={`${name} — индивидуальные коуч-сессии онлайн`}
      description={description(name)}
      structuredData={[practiceData(origin, practice, sessions), faqData(), ...productsData(origin, name, productTypes), ...testimonialsData(origin, name, testimonials)]}
    />
  );
}
