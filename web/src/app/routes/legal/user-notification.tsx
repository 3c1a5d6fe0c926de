import { PlaceholderPage } from '../../../components/placeholder-page/placeholder-page';

export default function UserNotificationPage() {
  return <PlaceholderPage title="Согласие на получение рекламной рассылки" />;
}
