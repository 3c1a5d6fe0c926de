import { PlaceholderPage } from '../../../components/placeholder-page/placeholder-page';

export default function CabinetProductsPage() {
  return <PlaceholderPage title="Продукты" />;
}
