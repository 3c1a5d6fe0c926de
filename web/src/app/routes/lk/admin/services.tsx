import { ServicesArea } from '../../../../features/services/components/services-area';

export default function ServicesPage() {
  return <ServicesArea />;
}
