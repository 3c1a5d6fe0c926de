import { BlogList } from '../../features/articles/components/blog-list';

export default function BlogsPage() {
  return <BlogList />;
}
