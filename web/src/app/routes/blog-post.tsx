import { useParams } from 'react-router';
import { BlogPost } from '../../features/articles/components/blog-post';

export default function BlogPostPage() {
  const { id } = useParams();
  return <BlogPost key={id} idParam={id} />;
}
