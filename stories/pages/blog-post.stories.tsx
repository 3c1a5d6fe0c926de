import type { Meta, StoryObj } from '@storybook/react-vite';
import { http, HttpResponse } from 'msw';
import { Route, Routes } from 'react-router';
import { expect, within } from 'storybook/test';
import BlogPostPage from '../../web/src/app/routes/blog-post';
import { publishedArticle } from '../content-fixtures';
import { siteHandlers } from '../mock-api';
import { phone } from './page-parameters';

const meta = {
  title: 'Страницы/Статья',
  component: BlogPostPage,
  parameters: {
    router: { initialEntries: [`/blogs/${publishedArticle.id}`] },
    msw: { handlers: [...siteHandlers, http.get('*/api/article/', () => HttpResponse.json([publishedArticle]))] },
  },
  globals: phone,
  // The page reads the article's id from the address, as under the app's router.
  render: () => (
    <Routes>
      <Route path="/blogs/:id" element={<BlogPostPage />} />
    </Routes>
  ),
} satisfies Meta<typeof BlogPostPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A published article on a phone. */
export const PublishedOnPhone: Story = {
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await expect(await page.findByRole('heading', { level: 1, name: publishedArticle.name })).toBeVisible();
  },
};
