import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import type { MyTestimonial } from '../web/src/api/generated/model';
import { TestimonialCard } from '../web/src/features/testimonials/components/cabinet-testimonial';

const consentDocument = { document: '/user-testimonial-publication', version: '2026-11-01' };

/** Her testimonial, written after a held session, with or without the consent to publish it. */
const written = (publication_consent: boolean, approved: boolean): MyTestimonial => ({
  testimonial: { text: 'Очень помогло, спасибо!', signature: 'initials', publication_consent, approved, written_at: '2026-11-20T10:00:00.000Z' },
  consent_document: consentDocument,
  held_session: true,
});

/** What the story's play counts: her clicks on «Отозвать согласие». */
const withdrawn = fn();

const meta = {
  title: 'Личный кабинет/Отзыв/Карточка отзыва',
  component: TestimonialCard,
  args: { mine: { testimonial: null, consent_document: consentDocument, held_session: true }, onWithdraw: withdrawn },
} satisfies Meta<typeof TestimonialCard>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Before her first held session the cabinet shows no card at all. */
export const BeforeFirstSession: Story = {
  args: { mine: { testimonial: null, consent_document: consentDocument, held_session: false } },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.textContent).toBe('');
  },
};

/** After a held session: «Оставить отзыв» leads to the form; nothing to withdraw yet. */
export const AfterHeldSession: Story = {
  play: async ({ canvasElement }) => {
    const card = within(canvasElement);
    await expect(card.getByRole('link', { name: 'Оставить отзыв' })).toHaveAttribute('href', '/lk/testimonial');
    await expect(card.queryByRole('button', { name: 'Отозвать согласие' })).toBeNull();
  },
};

/** Published on the site: «Отозвать согласие» withdraws the consent on a click. */
export const Published: Story = {
  args: { mine: written(true, true) },
  play: async ({ canvasElement }) => {
    withdrawn.mockClear();
    const card = within(canvasElement);
    await expect(card.getByText('Опубликован на сайте.')).toBeVisible();
    await userEvent.click(card.getByRole('button', { name: 'Отозвать согласие' }));
    await expect(withdrawn).toHaveBeenCalledTimes(1);
  },
};

/** Sent privately: it stays with the coach, can be changed, and there is no consent to withdraw. */
export const Private: Story = {
  args: { mine: written(false, false) },
  play: async ({ canvasElement }) => {
    const card = within(canvasElement);
    await expect(card.getByText('Отправлен коучу лично, без публикации на сайте.')).toBeVisible();
    await expect(card.getByRole('link', { name: 'Изменить отзыв' })).toBeVisible();
    await expect(card.queryByRole('button', { name: 'Отозвать согласие' })).toBeNull();
  },
};
