import { PlaceholderPage } from '../../components/placeholder-page/placeholder-page';

export default function UnsubscribePage() {
  return <PlaceholderPage title="Отписка от рассылки" />;
}
