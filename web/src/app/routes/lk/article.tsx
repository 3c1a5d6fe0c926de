import { PlaceholderPage } from '../../../components/placeholder-page/placeholder-page';

export default function ArticlesPage() {
  return <PlaceholderPage title="Статьи" />;
}
