import type { Meta, StoryObj } from '@storybook/react-vite';
import { inCabinetColumn } from './cabinet-column';
import { expect, within } from 'storybook/test';
import { WorkspaceFileList } from '../web/src/features/workspace/components/workspace-file-list';
import { noWorkspaceFiles, workspaceFiles } from './workspace-fixtures';

const meta = {
  title: 'Кабинет/Сообщения/Файлы',
  component: WorkspaceFileList,
  decorators: [inCabinetColumn],
  args: { files: workspaceFiles, reader: 'client', otherName: 'Анна Смирнова', zone: 'Europe/Moscow' },
} satisfies Meta<typeof WorkspaceFileList>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Her «Файлы»: the coach's and her own, newest first, one shared with every package holder; what her uploads take of her quota. */
export const Client: Story = {
  play: async ({ canvasElement }) => {
    const list = within(canvasElement);
    await expect(list.getAllByRole('link')).toHaveLength(3);
    await expect(list.getByText(/^Ваши файлы занимают 2,4\sМБ из 500\sМБ\.$/)).toBeVisible();
  },
};

/** The same files in the client card. */
export const Coach: Story = { args: { reader: 'coach', otherName: 'Мария Иванова' } };

export const Phone: Story = { globals: { viewport: { value: 'mobile1', isRotated: false } } };

export const Empty: Story = { args: { files: noWorkspaceFiles } };
