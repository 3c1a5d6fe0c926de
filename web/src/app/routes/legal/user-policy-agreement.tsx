import { PlaceholderPage } from '../../../components/placeholder-page/placeholder-page';

export default function UserPolicyAgreementPage() {
  return <PlaceholderPage title="Политика обработки персональных данных" />;
}
