import { paths } from '../../../config/paths';
import { PRACTICE_NAME } from '../../../config/constants';

/** `<link rel="alternate">` to the blog's RSS feed, so feed readers find it from any blog page. */
export function BlogFeedLink() {
  return <link rel="alternate" type="application/rss+xml" title={`Статьи — ${PRACTICE_NAME}`} href={paths.blogFeed} />;
}
