import { PlaceholderPage } from '../../../components/placeholder-page/placeholder-page';

export default function AdminPage() {
  return <PlaceholderPage title="Админка" />;
}
