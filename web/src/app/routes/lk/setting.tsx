import { PlaceholderPage } from '../../../components/placeholder-page/placeholder-page';

export default function CabinetSettingsPage() {
  return <PlaceholderPage title="Настройки" />;
}
