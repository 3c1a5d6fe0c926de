import Typography from '@mui/joy/Typography';
import { LandingHero } from '../../features/landing/components/landing-hero';
import { LandingSection } from '../../features/landing/components/landing-section';
import { useScrollToQuerySection } from '../../features/landing/hooks/use-scroll-to-query-section';

export default function LandingPage() {
  useScrollToQuerySection();
  return (
    <>
      <LandingHero />
      <LandingSection id="services" title="Индивидуальные решения">
        <Typography>Коуч-сессия, пакеты из 5 и 10 сессий. Подробное описание услуг скоро появится здесь.</Typography>
      </LandingSection>
      <LandingSection id="products" title="Готовые решения" tinted>
        <Typography>Готовые материалы для самостоятельной работы. Раздел готовится.</Typography>
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
