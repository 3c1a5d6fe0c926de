import { PlaceholderPage } from '../../components/placeholder-page/placeholder-page';

export default function BlogsPage() {
  return <PlaceholderPage title="Статьи" />;
}
