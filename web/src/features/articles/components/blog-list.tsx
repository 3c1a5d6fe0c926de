import AspectRatio from '@mui/joy/AspectRatio';
import Button from '@mui/joy/Button';
import Card from '@mui/joy/Card';
import CircularProgress from '@mui/joy/CircularProgress';
import Link from '@mui/joy/Link';
import Stack from '@mui/joy/Stack';
import Typography from '@mui/joy/Typography';
import { Link as RouterLink } from 'react-router';
import type { Article } from '../../../api/generated/model';
import { paths } from '../../../config/paths';
import { truncateText } from '../../../lib/truncate';
import { PageMeta } from '../../../lib/page-meta';
import { usePracticeDetails } from '../../../lib/practice-details';
import { useSiteOrigin } from '../../../lib/site-origin';
import { breadcrumbs } from '../../../lib/structured-data';
import { BlogFeedLink } from './blog-feed-link';
import { ContentPicture } from '../../../components/content/content-picture';
import { usePublishedArticles } from '../api/get-published-articles';
import { formatArticleDate } from '../utils/article-text';

const EXCERPT_LENGTH = 280;

export type BlogListViewProps = {
  articles: readonly Article[] | undefined;
  failed?: boolean;
  onRetry?: () => void;
};

function BlogListItem({ article }: { article: Article }) {
  return (
    <Card variant="outlined" sx={{ gap: 1.5, '&:hover, &:focus-within': { boxShadow: 'md', borderColor: 'primary.outlinedBorder' } }}>
      {article.file ? (
        <AspectRatio ratio="16/9" objectFit="cover" sx={{ borderRadius: 'sm' }}>
          <ContentPicture file={article.file} sizes="(min-width: 900px) 720px, 100vw" />
        </AspectRatio>
      ) : null}
      <Typography level="body-sm" textColor="text.secondary">
        <time dateTime={article.date}>{formatArticleDate(article.date)}</time>
      </Typography>
      <Typography level="h3" component="h2" sx={{ overflowWrap: 'anywhere' }}>
        <Link component={RouterLink} to={paths.blogPost(article.id)} overlay underline="none" textColor="inherit">
          {article.name}
        </Link>
      </Typography>
      <Typography level="body-md" textColor="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
        {truncateText(article.description.replace(/\s+/g, ' ').trim(), EXCERPT_LENGTH)}
      </Typography>
      <Typography level="body-sm" textColor="primary.plainColor" fontWeight="md" aria-hidden>
        Читать статью →
      </Typography>
    </Card>
  );
}

/** The public blog (spec 2.1 /blogs): published articles, newest first. */
export function BlogListView({ articles, failed = false, onRetry }: BlogListViewProps) {
  return (
    <Stack component="section" gap={3} sx={{ maxWidth: 760, mx: 'auto', px: 2, py: { xs: 3, md: 5 } }}>
      <Stack gap={1}>
        <Typography level="h1">Статьи</Typography>
        <Typography level="body-lg" textColor="text.secondary" sx={{ maxWidth: '70ch' }}>
          О поиске призвания, смене профессии и о том, как двигаться к своему, не сжигая мосты.
        </Typography>
      </Stack>
      {failed ? (
        <Stack gap={2} alignItems="flex-start">
          <Typography level="body-lg">Не удалось загрузить статьи. Проверьте подключение и попробуйте ещё раз.</Typography>
          {onRetry ? (
            <Button variant="outlined" onClick={onRetry}>
              Повторить
            </Button>
          ) : null}
        </Stack>
      ) : articles === undefined ? (
        <Stack alignItems="center" sx={{ py: 6 }}>
          <CircularProgress aria-label="Загрузка статей" />
        </Stack>
      ) : articles.length === 0 ? (
        <Typography level="body-lg">Статей пока нет — первая появится здесь совсем скоро.</Typography>
      ) : (
        <Stack component="ul" aria-label="Статьи блога" gap={3} sx={{ listStyle: 'none', m: 0, p: 0 }}>
          {articles.map((article) => (
            <li key={article.id}>
              <BlogListItem article={article} />
            </li>
          ))}
        </Stack>
      )}
    </Stack>
  );
}

export function BlogList() {
  const origin = useSiteOrigin();
  const articles = usePublishedArticles();
  const practice = usePracticeDetails();
  return (
    <>
      <PageMeta
        title="Статьи"
        description={`Статьи коуча${practice ? ` ${practice.coach_name_genitive}` : ''} о поиске призвания, смене профессии и первых шагах к переменам.`}
        structuredData={[breadcrumbs([{ name: 'Главная', url: `${origin}/` }, { name: 'Статьи', url: `${origin}${paths.blogs}` }])]}
      />
      <BlogFeedLink />
      <BlogListView articles={articles.data} failed={articles.isError} onRetry={() => void articles.refetch()} />
    </>
  );
}
