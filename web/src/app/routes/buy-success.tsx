import { PlaceholderPage } from '../../components/placeholder-page/placeholder-page';

export default function BuySuccessPage() {
  return <PlaceholderPage title="Оплата прошла успешно" />;
}
