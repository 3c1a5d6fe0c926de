import { PlaceholderPage } from '../../../components/placeholder-page/placeholder-page';

export default function UserAgreementPage() {
  return <PlaceholderPage title="Пользовательское соглашение" />;
}
