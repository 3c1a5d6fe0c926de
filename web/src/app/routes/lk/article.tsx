import { ArticleManagement } from '../../../features/articles/components/article-management';

export default function ArticlesPage() {
  return <ArticleManagement />;
}
