import { PlaceholderPage } from '../../components/placeholder-page/placeholder-page';

export default function AboutPage() {
  return <PlaceholderPage title="Обо мне" />;
}
