import { PlaceholderPage } from '../../../components/placeholder-page/placeholder-page';

export default function UserPersonalDataPage() {
  return <PlaceholderPage title="Согласие на обработку персональных данных" />;
}
