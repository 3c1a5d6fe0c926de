import type { Meta, StoryObj } from '@storybook/react-vite';
import { inCabinetColumn } from './cabinet-column';
import { expect, within } from 'storybook/test';
import { MessageThread } from '../web/src/features/workspace/components/message-thread';
import { emptyThread, erasedThread, workspaceThread } from './workspace-fixtures';

const meta = {
  title: 'Кабинет/Сообщения/Переписка',
  component: MessageThread,
  decorators: [inCabinetColumn],
  args: { thread: workspaceThread, reader: 'client', otherName: 'Анна Смирнова', zone: 'Asia/Novosibirsk' },
} satisfies Meta<typeof MessageThread>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Her cabinet: her messages «Вы», the coach by name, times on her Novosibirsk clock; the coach read her first message only. */
export const ClientReads: Story = {
  play: async ({ canvasElement }) => {
    const thread = within(canvasElement);
    await expect(thread.getAllByText('Вы')).toHaveLength(2);
    await expect(thread.getAllByText('Прочитано')).toHaveLength(1);
    await expect(thread.getByText('01.12.2026 14:05')).toBeVisible();
  },
};

/** The client card: the coach's own message «Вы», read by the client; the client by name, in Moscow time. */
export const CoachReads: Story = {
  args: { reader: 'coach', otherName: 'Мария Иванова', zone: undefined },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getAllByText('Мария Иванова')).toHaveLength(2);
  },
};

export const Phone: Story = { globals: { viewport: { value: 'mobile1', isRotated: false } } };

/** After her data was erased: the text and the file name read as removed. */
export const Erased: Story = { args: { thread: erasedThread } };

export const Empty: Story = { args: { thread: emptyThread } };
