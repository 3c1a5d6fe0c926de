import Typography from '@mui/joy/Typography';
import { Link as RouterLink } from 'react-router';
import Link from '@mui/joy/Link';
import { BulletCards } from '../../features/landing/components/bullet-list-section';
import { FaqSection } from '../../features/landing/components/faq-section';
import { HowItWorks } from '../../features/landing/components/how-it-works';
import { LandingFooter } from '../../features/landing/components/landing-footer';
import { LandingHero } from '../../features/landing/components/landing-hero';
import { LandingSection } from '../../features/landing/components/landing-section';
import { ReviewsSection } from '../../features/landing/components/reviews-section';
import { ServicesSection } from '../../features/landing/components/services-section';
import { outcomes, painPoints } from '../../features/landing/content/landing-copy';
import { useScrollToQuerySection } from '../../features/landing/hooks/use-scroll-to-query-section';
import { useProductTypes } from '../../features/products/api/product-queries';
import { ProductGrid } from '../../features/products/components/product-grid';

export default function LandingPage() {
  useScrollToQuerySection();
  const products = useProductTypes();
  return (
    <>
      <LandingHero />
      <LandingSection id="pains" title="Узнаёте себя?">
        <BulletCards items={painPoints} accent="neutral" />
      </LandingSection>
      <LandingSection id="outcomes" title="К чему мы придём вместе" tinted>
        <BulletCards items={outcomes} accent="primary" />
      </LandingSection>
      <LandingSection id="services" title="Индивидуальные решения">
        <ServicesSection />
      </LandingSection>
      <LandingSection id="products" title="Готовые решения" tinted>
        {products.data && <ProductGrid products={products.data} />}
      </LandingSection>
      <LandingSection id="about-me" title="Обо мне">
        <Typography sx={{ maxWidth: 800 }}>
          Меня зовут Анна Смирнова. Я сертифицированный коуч и больше восьми лет помогаю людям находить дело, которое наполняет, и
          решаться на перемены. Работаю бережно, по стандартам этики ICF, без оценок и готовых советов: ответы вы находите сами, а я помогаю
          их услышать.{' '}
          <Link component={RouterLink} to="/about">
            Подробнее обо мне
          </Link>
        </Typography>
      </LandingSection>
      <LandingSection id="reviews" title="Отзывы" tinted>
        <ReviewsSection />
      </LandingSection>
      <LandingSection id="how" title="Как мы будем работать">
        <HowItWorks />
      </LandingSection>
      <LandingSection id="faq" title="Частые вопросы" tinted>
        <FaqSection />
      </LandingSection>
      <LandingSection id="contact" title="Контакты">
        <LandingFooter />
      </LandingSection>
    </>
  );
}
