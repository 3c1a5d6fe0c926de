import type { Meta, StoryObj } from '@storybook/react-vite';
import { inCabinetColumn } from './cabinet-column';
import { expect, fn, within } from 'storybook/test';
import { MessageComposer } from '../web/src/features/workspace/components/message-composer';
import { PackageFileDialog } from '../web/src/features/workspace/components/package-file-dialog';
import { consultationTypes } from './workspace-fixtures';

const meta = {
  title: 'Кабинет/Сообщения/Новое сообщение',
  component: MessageComposer,
  decorators: [inCabinetColumn],
  args: { label: 'Сообщение коучу', onSend: fn(async () => undefined) },
} satisfies Meta<typeof MessageComposer>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Ready: Story = {};

/** The server refused: its Russian `detail` under the field. */
export const Refused: Story = {
  args: { error: 'Место для ваших файлов закончилось: свободно 1,2 МБ из 500 МБ.' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent('Место для ваших файлов закончилось');
  },
};

export const Sending: Story = { args: { sending: true } };

export const Phone: Story = { globals: { viewport: { value: 'mobile1', isRotated: false } } };

/** The coach's «Файл всем с пакетом»: the packages (one no longer sold), a file to pick. */
export const PackageFile: Story = {
  render: () => <PackageFileDialog types={consultationTypes} onSend={fn()} onClose={fn()} />,
};

/** The file went to every holder of the package. */
export const PackageFileSent: Story = {
  render: () => <PackageFileDialog types={consultationTypes} sentTo={4} onSend={fn()} onClose={fn()} />,
};
