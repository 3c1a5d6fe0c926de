import { paths } from '../../../config/paths';
import { usePracticeName } from '../../../lib/practice-details';

/** `<link rel="alternate">` to the blog's RSS feed, so feed readers find it from any blog page. */
export function BlogFeedLink() {
  return <link rel="alternate" type="application/rss+xml" title={`Статьи — ${usePracticeName()}`} href={paths.blogFeed} />;
}
