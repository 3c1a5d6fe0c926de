import { AboutBlurb } from '../../features/landing/components/about-blurb';
import { FaqSection } from '../../features/landing/components/faq-section';
import { HowItWorks } from '../../features/landing/components/how-it-works';
import { LandingFooter } from '../../features/landing/components/landing-footer';
import { LandingMeta } from '../../features/landing/components/landing-meta';
import { LandingHero } from '../../features/landing/components/landing-hero';
import { LandingSection } from '../../features/landing/components/landing-section';
import { ReviewsSection } from '../../features/landing/components/reviews-section';
import { ServicesSection } from '../../features/landing/components/services-section';
import { StatementCards } from '../../features/landing/components/statement-cards';
import {
  about,
  contactTitle,
  faq,
  howItWorks,
  outcomes,
  painPoints,
  products,
  reviewsTitle,
  services,
} from '../../features/landing/content/landing-copy';
import { useBelowFoldReady } from '../../features/landing/hooks/use-below-fold-ready';
import { useScrollToQuerySection } from '../../features/landing/hooks/use-scroll-to-query-section';
import { useConsultationTypes } from '../../features/consultations/api/get-consultation-types';
import { useProductTypes } from '../../features/products/api/get-product-types';
import { FreeGuideButton } from '../../features/products/components/free-guide-button';
import { usePublishedTestimonials } from '../../features/testimonials/api/testimonial-queries';
import { PublishedTestimonials } from '../../features/testimonials/components/published-testimonials';
import { ProductCatalog } from '../../features/products/components/product-catalog';
import { scrollToSection } from '../../lib/scroll-to-section';

/**
 * The landing (spec 2.6). Section ids services, products, reviews and contact are the header's scroll
 * targets. The first screen renders at once, the rest right after it (useBelowFoldReady).
 */
export default function LandingPage() {
  const belowFoldReady = useBelowFoldReady();
  useScrollToQuerySection(belowFoldReady);
  const productTypes = useProductTypes();
  const sessions = useConsultationTypes();
  const testimonials = usePublishedTestimonials().data ?? [];
  return (
    <>
      <LandingMeta sessions={sessions.data ?? []} productTypes={productTypes.data ?? []} testimonials={testimonials} />
      <LandingHero
        onStepForward={() => scrollToSection('services')}
        freeGuideAction={<FreeGuideButton size="lg" variant="outlined" />}
      />
      <LandingSection id="pains" title={painPoints.title} lead={painPoints.lead}>
        <StatementCards items={painPoints.items} tone="pain" />
      </LandingSection>
      {belowFoldReady && (
        <>
          <LandingSection id="outcomes" title={outcomes.title} lead={outcomes.lead} tinted>
            <StatementCards items={outcomes.items} tone="outcome" />
          </LandingSection>
          <LandingSection id="services" title={services.title} lead={services.lead}>
            <ServicesSection types={sessions.data} />
          </LandingSection>
          <LandingSection id="products" title={products.title} lead={products.lead} tinted>
            <ProductCatalog products={productTypes.data} failed={productTypes.isError} />
          </LandingSection>
          <LandingSection id="about-me" title={about.title}>
            <AboutBlurb />
          </LandingSection>
          <LandingSection id="reviews" title={reviewsTitle} tinted>
            {testimonials.length > 0 ? <PublishedTestimonials testimonials={testimonials} /> : <ReviewsSection />}
          </LandingSection>
          <LandingSection id="how-it-works" title={howItWorks.title}>
            <HowItWorks />
          </LandingSection>
          <LandingSection id="faq" title={faq.title} tinted>
            <FaqSection />
          </LandingSection>
          <LandingSection id="contact" title={contactTitle}>
            <LandingFooter />
          </LandingSection>
        </>
      )}
    </>
  );
}
