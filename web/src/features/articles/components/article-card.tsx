import Typography from '@mui/joy/Typography';
import type { Article } from '../../../api/generated/model';
import { DESCRIPTION_PREVIEW_LENGTH, truncateText } from '../../../lib/truncate';
import { ContentCard } from '../../../components/content/content-card';

export type ArticleCardProps = {
  article: Article;
  onEdit?: () => void;
  onDelete?: () => void;
};

/** An article on the management screen (spec 2.9): the text cut at 1000 characters. */
export function ArticleCard({ article, onEdit, onDelete }: ArticleCardProps) {
  return (
    <ContentCard
      title={article.name}
      sent={article.send}
      statusLabel={article.send ? 'Опубликована' : 'Запланирована'}
      timeLabel="Публикация"
      date={article.date}
      image={article.file}
      itemName="статью"
      onEdit={onEdit}
      onDelete={onDelete}
    >
      <Typography level="body-md" sx={{ whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}>
        {truncateText(article.description, DESCRIPTION_PREVIEW_LENGTH)}
      </Typography>
    </ContentCard>
  );
}
