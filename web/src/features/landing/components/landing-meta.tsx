import { PRACTICE_NAME } from '../../../config/constants';
import { PageMeta } from '../../../lib/page-meta';
import { useSiteOrigin } from '../../../lib/site-origin';
import { useConsultationTypes } from '../../consultations/api/get-consultation-types';
import { useProductTypes } from '../../products/api/get-product-types';
import { faqData, practiceData, productsData } from '../utils/landing-structured-data';

const description =
  'Коуч Анна Смирнова: индивидуальные коуч-сессии онлайн, пакеты из 5 и 10 сессий и готовые материалы для поиска призвания. Личный кабинет клиента.';

/** The landing's title, description and JSON-LD: the practice with its prices, the FAQ and the products. */
export function LandingMeta() {
  const origin = useSiteOrigin();
  const sessions = useConsultationTypes();
  const productTypes = useProductTypes();
  return (
    <PageMeta
      title={PRACTICE_NAME}
      fullTitle={`${PRACTICE_NAME} — индивидуальные коуч-сессии онлайн`}
      description={description}
      structuredData={[practiceData(origin, sessions.data ?? []), faqData(), ...productsData(origin, productTypes.data ?? [])]}
    />
  );
}
