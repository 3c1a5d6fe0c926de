import AspectRatio from '@mui/joy/AspectRatio';
import Button from '@mui/joy/Button';
import CircularProgress from '@mui/joy/CircularProgress';
import Link from '@mui/joy/Link';
import Stack from '@mui/joy/Stack';
import Typography from '@mui/joy/Typography';
import { Link as RouterLink } from 'react-router';
import type { Article } from '../../../api/generated/model';
import { paths } from '../../../config/paths';
import { ApiError } from '../../../lib/api-error';
import { truncateText } from '../../../lib/truncate';
import { useHttpStatus } from '../../../lib/http-status';
import { PageMeta } from '../../../lib/page-meta';
import { usePracticeDetails } from '../../../lib/practice-details';
import { useSiteOrigin } from '../../../lib/site-origin';
import { breadcrumbs, type StructuredData } from '../../../lib/structured-data';
import { BlogFeedLink } from './blog-feed-link';
import { ContentPicture } from '../../../components/content/content-picture';
import { AdvertisementMark } from '../../../components/advertising/advertisement-mark';
import { contentImageSrc } from '../../../components/content/content-image';
import { usePublishedArticle } from '../api/get-published-articles';
import { articleIdFromParam } from '../utils/article-id';
import { articleParagraphs, formatArticleDate } from '../utils/article-text';

/** A comfortable line length for reading. */
const readingWidth = '70ch';

/** `author`: the coach as the practice's details name her; left out until they load. */
export function BlogPostView({ article, author }: { article: Article; author: string | undefined }) {
  return (
    <Stack component="article" gap={3} sx={{ maxWidth: readingWidth, mx: 'auto', px: 2, py: { xs: 3, md: 5 } }}>
      <Link component={RouterLink} to={paths.blogs} level="body-sm" sx={{ alignSelf: 'flex-start' }}>
        ← Все статьи
      </Link>
      <Stack gap={1}>
        {article.advertisement ? <AdvertisementMark advertisement={article.advertisement} /> : null}
        <Typography level="h1" sx={{ overflowWrap: 'anywhere', fontSize: { xs: 'xl3', md: 'xl4' } }}>
          {article.name}
        </Typography>
        <Typography level="body-sm" textColor="text.secondary">
          <time dateTime={article.date}>{formatArticleDate(article.date)}</time>
          {author ? ` · ${author}` : null}
        </Typography>
      </Stack>
      {article.file ? (
        <AspectRatio ratio="16/9" objectFit="cover" sx={{ borderRadius: 'md' }}>
          <ContentPicture file={article.file} sizes="(min-width: 800px) 70ch, 100vw" eager />
        </AspectRatio>
      ) : null}
      <Stack gap={2}>
        {articleParagraphs(article.description).map((paragraph, index) => (
          <Typography key={index} level="body-lg" sx={{ lineHeight: 1.75, overflowWrap: 'anywhere' }}>
            {paragraph}
          </Typography>
        ))}
      </Stack>
      <Stack gap={1.5} sx={{ mt: 2, p: 2.5, borderRadius: 'md', bgcolor: 'primary.softBg' }}>
        <Typography level="title-md">Хотите разобрать свою ситуацию?</Typography>
        <Typography level="body-md">На коуч-сессии мы спокойно разложим, что для вас важно, и наметим первый шаг.</Typography>
        <Button component={RouterLink} to={paths.cabinet} sx={{ alignSelf: 'flex-start' }}>
          Записаться на сессию
        </Button>
      </Stack>
    </Stack>
  );
}

export function BlogPostNotFound() {
  useHttpStatus(404);
  return (
    <Stack component="section" gap={2} sx={{ maxWidth: readingWidth, mx: 'auto', px: 2, py: { xs: 4, md: 8 } }}>
      <PageMeta title="Статья не найдена" />
      <Typography level="h1">Статья не найдена</Typography>
      <Typography level="body-lg">
        Возможно, статью убрали или в адресе опечатка. Всё, что опубликовано сейчас, собрано в списке статей.
      </Typography>
      <Stack direction="row" gap={1.5} flexWrap="wrap">
        <Button component={RouterLink} to={paths.blogs}>
          Все статьи
        </Button>
        <Button component={RouterLink} to={paths.landing} variant="outlined" color="neutral">
          На главную
        </Button>
      </Stack>
    </Stack>
  );
}

const summaryOf = (article: Article) => truncateText(article.description.replace(/\s+/g, ' ').trim(), 160);

/** The article's title, first words and picture for search results and link previews; BlogPosting and breadcrumbs as JSON-LD. */
function BlogPostMeta({ article, author }: { article: Article; author: string | undefined }) {
  const origin = useSiteOrigin();
  const url = `${origin}${paths.blogPost(article.id)}`;
  const image = article.file ? contentImageSrc(article.file) : undefined;
  const description = summaryOf(article);
  const posting: StructuredData = {
    '@context': 'https://schema.org',
    '@type': 'BlogPosting',
    headline: article.name,
    description,
    datePublished: article.date,
    url,
    mainEntityOfPage: url,
    ...(author ? { author: { '@type': 'Person', name: author, url: `${origin}${paths.about}` } } : {}),
    ...(image && !image.startsWith('data:') ? { image: new URL(image, `${origin}/`).href } : {}),
  };
  const trail = breadcrumbs([
    { name: 'Главная', url: `${origin}/` },
    { name: 'Статьи', url: `${origin}${paths.blogs}` },
    { name: article.name, url },
  ]);
  return (
    <>
      <PageMeta title={article.name} description={description} image={image} type="article" structuredData={[posting, trail]} />
      <BlogFeedLink />
    </>
  );
}

const isMissing = (error: unknown) => error instanceof ApiError && (error.status === 400 || error.status === 404);

/** /blogs/{id}: one published article, or «Статья не найдена». */
export function BlogPost({ idParam }: { idParam: string | undefined }) {
  const id = articleIdFromParam(idParam);
  const query = usePublishedArticle(id);
  const article = query.data ?? null;
  const notFound = id === null || (query.isSuccess && article === null) || isMissing(query.error);
  const failed = query.isError && !notFound;
  const author = usePracticeDetails()?.coach_name;

  if (notFound) return <BlogPostNotFound />;
  if (article) {
    return (
      <>
        <BlogPostMeta article={article} author={author} />
        <BlogPostView article={article} author={author} />
      </>
    );
  }
  if (failed) {
    return (
      <Stack gap={2} alignItems="flex-start" sx={{ maxWidth: readingWidth, mx: 'auto', px: 2, py: { xs: 4, md: 8 } }}>
        <PageMeta title="Статья" />
        <Typography level="h1">Не удалось загрузить статью</Typography>
        <Typography level="body-lg">Проверьте подключение и попробуйте ещё раз.</Typography>
        <Button variant="outlined" onClick={() => void query.refetch()}>
          Повторить
        </Button>
      </Stack>
    );
  }
  return (
    <Stack alignItems="center" sx={{ py: 8 }}>
      <PageMeta title="Статья" />
      <CircularProgress aria-label="Загрузка статьи" />
    </Stack>
  );
}
