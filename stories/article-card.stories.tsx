import Box from '@mui/joy/Box';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { ArticleCard } from '../web/src/features/articles/components/article-card';
import { ContentScreen } from '../web/src/components/content/content-screen';
import { articleWithImage, longArticle, publishedArticle, scheduledArticle } from './content-fixtures';

const meta = {
  title: 'Личный кабинет/Статьи/Карточка статьи',
  component: ArticleCard,
  decorators: [
    (Story) => (
      <Box sx={{ maxWidth: 960, mx: 'auto', p: 2 }}>
        <Story />
      </Box>
    ),
  ],
  args: { article: publishedArticle, onEdit: fn(), onDelete: fn() },
} satisfies Meta<typeof ArticleCard>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Published (its time has passed): green. */
export const Sent: Story = {};

/** Scheduled for later: light blue. */
export const NotSent: Story = { args: { article: scheduledArticle } };

/** The thumbnail comes from the inline base64 of the list. */
export const WithImage: Story = { args: { article: articleWithImage } };

/** Over 1000 characters: cut, with «…». */
export const LongText: Story = { args: { article: longArticle } };

/** The /lk/article screen with a few cards. */
export const Screen: Story = {
  decorators: [(Story) => <Box sx={{ mx: -2 }}>{Story()}</Box>],
  render: (args) => (
    <ContentScreen
      title="Статьи"
      createLabel="Создать статью"
      onCreate={fn()}
      items={[scheduledArticle, articleWithImage, publishedArticle]}
      loadingLabel="Загрузка статей"
      emptyText="Статей пока нет."
      getKey={(article) => article.id}
      renderItem={(article) => <ArticleCard article={article} onEdit={args.onEdit} onDelete={args.onDelete} />}
    />
  ),
};

/** Until the list loads (spec 2.9). */
export const ScreenLoading: Story = {
  render: () => (
    <ContentScreen
      title="Статьи"
      createLabel="Создать статью"
      onCreate={fn()}
      items={undefined}
      loadingLabel="Загрузка статей"
      emptyText="Статей пока нет."
      getKey={() => 0}
      renderItem={() => null}
    />
  ),
};
