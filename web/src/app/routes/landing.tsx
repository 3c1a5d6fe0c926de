import Typography from '@mui/joy/Typography';
import { LandingHero } from '../../features/landing/components/landing-hero';
import { LandingSection } from '../../features/landing/components/landing-section';
import { ServicesSection } from '../../features/landing/components/services-section';
import { useScrollToQuerySection } from '../../features/landing/hooks/use-scroll-to-query-section';
import { useProductTypes } from '../../features/products/api/product-queries';
import { ProductGrid } from '../../features/products/components/product-grid';

export default function LandingPage() {
  useScrollToQuerySection();
  const products = useProductTypes();
  return (
    <>
      <LandingHero />
      <LandingSection id="services" title="Индивидуальные решения">
        <ServicesSection />
      </LandingSection>
      <LandingSection id="products" title="Готовые решения" tinted>
        {products.data && <ProductGrid products={products.data} />}
      </LandingSection>
      <LandingSection id="reviews" title="Отзывы">
        <Typography>Отзывы клиентов скоро появятся здесь.</Typography>
      </LandingSection>
      <LandingSection id="contact" title="Контакты" tinted>
        <Typography>Контактная информация готовится.</Typography>
      </LandingSection>
    </>
  );
}
