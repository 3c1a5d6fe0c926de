import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { ProductEditDialog } from '../web/src/features/product-management/components/product-edit-dialog';
import { ProductFilePanel } from '../web/src/features/product-management/components/product-file-panel';
import { managedProducts } from './back-office-fixtures';

const workbook = managedProducts[1]!;

const meta = {
  title: 'Кабинет коуча/Продукты/Редактирование продукта',
  component: ProductEditDialog,
  args: { product: workbook, saving: false, onSave: fn(), onClose: fn() },
} satisfies Meta<typeof ProductEditDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A new product: the card preview follows the form; the file comes after the first save. */
export const New: Story = { args: { product: null } };

/** A saved product with two versions of its file. */
export const WithVersions: Story = {
  args: { fileSection: <ProductFilePanel versions={workbook.versions} state={{ kind: 'idle' }} onChoose={fn()} /> },
};

/** A new version on its way up: the progress bar with the bytes sent. */
export const Uploading: Story = {
  args: { fileSection: <ProductFilePanel versions={workbook.versions} state={{ kind: 'uploading', progress: { sent: 1_572_864, total: 3_145_728 } }} onChoose={fn()} /> },
};

/** The server refused the file (its first bytes are not a PDF, EPUB or ZIP). */
export const UploadRefused: Story = {
  args: { fileSection: <ProductFilePanel versions={workbook.versions} state={{ kind: 'failed', message: 'Этот файл не PDF, не EPUB и не ZIP: загрузить можно только их.' }} onChoose={fn()} /> },
};

/** A product without a file yet. */
export const NoFile: Story = {
  args: { product: managedProducts[2]!, fileSection: <ProductFilePanel versions={[]} state={{ kind: 'idle' }} onChoose={fn()} /> },
};

export const Saving: Story = { args: { saving: true } };
