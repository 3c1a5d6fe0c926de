// @vitest-environment happy-dom
import { cleanup, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import type { MyTestimonial } from '../../../api/generated/model';
import { renderWithApp } from '../../../testing/render';
import { TestimonialCard } from './cabinet-testimonial';

afterEach(cleanup);

const consentDocument = { document: 'user-testimonial-publication', version: '1' };
const written = (publication_consent: boolean, approved: boolean): MyTestimonial => ({
  testimonial: { text: 'Очень помогло, спасибо!', signature: 'initials', publication_consent, approved, written_at: '2026-11-20T10:00:00.000Z' },
  consent_document: consentDocument,
  held_session: true,
});

describe('the testimonial card in the cabinet', () => {
  it('should show nothing before her first held session', () => {
    const { container } = renderWithApp(<TestimonialCard mine={{ testimonial: null, consent_document: consentDocument, held_session: false }} onWithdraw={() => undefined} />);
    expect(container.textContent).toBe('');
  });

  it('should offer «Оставить отзыв» leading to the form after a held session', () => {
    renderWithApp(<TestimonialCard mine={{ testimonial: null, consent_document: consentDocument, held_session: true }} onWithdraw={() => undefined} />);
    expect(screen.getByRole('link', { name: 'Оставить отзыв' }).getAttribute('href')).toBe('/lk/testimonial');
    expect(screen.queryByRole('button', { name: 'Отозвать согласие' })).toBeNull();
  });

  it('should show a published testimonial and withdraw the consent on a click', async () => {
    const user = userEvent.setup();
    let withdrawn = 0;
    renderWithApp(<TestimonialCard mine={written(true, true)} onWithdraw={() => (withdrawn += 1)} />);
    expect(screen.getByText('Опубликован на сайте.')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Отозвать согласие' }));
    expect(withdrawn).toBe(1);
  });

  it('should say a private testimonial stays with the coach, with nothing to withdraw', () => {
    renderWithApp(<TestimonialCard mine={written(false, false)} onWithdraw={() => undefined} />);
    expect(screen.getByText('Отправлен коучу лично, без публикации на сайте.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Изменить отзыв' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Отозвать согласие' })).toBeNull();
  });
});
