import { PlaceholderPage } from '../../../components/placeholder-page/placeholder-page';

export default function CabinetHomePage() {
  return <PlaceholderPage title="Календарь" />;
}
