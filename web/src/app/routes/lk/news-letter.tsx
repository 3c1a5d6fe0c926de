import { PlaceholderPage } from '../../../components/placeholder-page/placeholder-page';

export default function NewslettersPage() {
  return <PlaceholderPage title="Рассылка" />;
}
