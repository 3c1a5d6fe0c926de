import { PlaceholderPage } from '../../components/placeholder-page/placeholder-page';

export default function BlogPostPage() {
  return <PlaceholderPage title="Статья" />;
}
