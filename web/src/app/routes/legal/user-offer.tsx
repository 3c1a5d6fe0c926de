import { PlaceholderPage } from '../../../components/placeholder-page/placeholder-page';

export default function UserOfferPage() {
  return <PlaceholderPage title="Публичная оферта" />;
}
