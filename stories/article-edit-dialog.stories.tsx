import type { Meta, StoryObj } from '@storybook/react-vite';
import { DateTime } from 'luxon';
import { expect, fn, userEvent, within } from 'storybook/test';
import { ArticleEditDialog } from '../web/src/features/articles/components/article-edit-dialog';
import { articleWithImage, longArticle } from './content-fixtures';
import { storyToday } from './fixtures';

const meta = {
  title: 'Личный кабинет/Статьи/Редактирование статьи',
  component: ArticleEditDialog,
  args: { open: true, article: null, defaultAt: DateTime.fromISO(storyToday), saving: false, onSave: fn(), onClose: fn() },
} satisfies Meta<typeof ArticleEditDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

/** «Создать статью»: the date and time start at now (Moscow). */
export const Empty: Story = {};

/** An existing article with its photo. */
export const Filled: Story = { args: { article: articleWithImage } };

/** «Сохранить» on an empty form: every required field says what is missing, and nothing is sent. */
export const ValidationErrors: Story = {
  args: { defaultAt: DateTime.invalid('story: no default date') },
  play: async ({ canvasElement, args }) => {
    const dialog = within(canvasElement.ownerDocument.body).getByRole('dialog');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Сохранить' }));
    await expect(within(dialog).getByText('Введите заголовок')).toBeVisible();
    await expect(within(dialog).getByText('Введите текст')).toBeVisible();
    await expect(args.onSave).not.toHaveBeenCalled();
  },
};

/** A saved text over the 3000 counter is kept whole; saving says by how much it is too long. */
export const TextTooLong: Story = {
  args: { article: { ...longArticle, description: longArticle.description.repeat(2) } },
  play: async ({ canvasElement }) => {
    const dialog = within(canvasElement.ownerDocument.body).getByRole('dialog');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Сохранить' }));
    await expect(within(dialog).getByText(/не более 3000 символов/)).toBeVisible();
  },
};

export const Saving: Story = { args: { article: articleWithImage, saving: true } };
