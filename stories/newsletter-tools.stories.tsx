import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { NewsletterMailPreview } from '../web/src/features/newsletters/components/newsletter-mail-preview';
import { NewsletterTools } from '../web/src/features/newsletters/components/newsletter-tools';

const draft = { name: 'Ноябрьские новости', description: '<p>Привет! В ноябре открываю запись на новый поток.</p>' };

const meta = {
  title: 'Личный кабинет/Рассылка/Инструменты',
  component: NewsletterTools,
  args: { recipients: 128, draft, previewing: false, testing: false, onPreview: fn(), onTestSend: fn() },
} satisfies Meta<typeof NewsletterTools>;

export default meta;
type Story = StoryObj<typeof meta>;

/** How many it would reach now, the preview and the test send. */
export const Full: Story = {};

/** Still counting the subscribers. */
export const Loading: Story = { args: { recipients: undefined } };

/** Nobody is subscribed yet. */
export const NoSubscribers: Story = { args: { recipients: 0 } };

/** No title or text yet: nothing to preview or send. */
export const EmptyDraft: Story = { args: { draft: null } };

export const Sending: Story = { args: { testing: true } };

const mailHtml = `<!doctype html><html><body style="font-family:Arial,sans-serif;padding:24px"><h1>Ноябрьские новости</h1><p>Привет! В ноябре открываю запись на новый поток.</p><p style="font-size:12px;color:#6B7A8C">Вы получили это письмо, потому что согласились на рассылку. <a href="#">Отписаться</a></p></body></html>`;

/** The rendered mail in its sandboxed frame. */
export const MailPreview: Story = {
  render: () => <NewsletterMailPreview preview={{ subject: 'Ноябрьские новости', html: mailHtml }} onClose={fn()} />,
};
