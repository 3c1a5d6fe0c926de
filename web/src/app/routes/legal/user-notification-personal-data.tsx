import { PlaceholderPage } from '../../../components/placeholder-page/placeholder-page';

export default function UserNotificationPersonalDataPage() {
  return <PlaceholderPage title="Согласие на обработку персональных данных для рассылки" />;
}
