// @vitest-environment happy-dom
import { cleanup, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it } from 'vitest';
import type { CoachTestimonial } from '../../../api/generated/model';
import { AlertHost } from '../../../components/alert/alert-host';
import { clearAlert } from '../../../components/alert/alert-store';
import { csrfCookieHandler, startApiServerForFile } from '../../../testing/api-server';
import { renderWithApp } from '../../../testing/render';
import { TestimonialsReview } from './testimonials-review';

const server = startApiServerForFile();
afterEach(() => {
  cleanup();
  clearAlert();
});

const waiting: CoachTestimonial = {
  user_id: 'u1',
  author: 'Анна П.',
  text: 'Помогла разобраться, чего я хочу от работы.',
  signature: 'initials',
  publication_consent: true,
  approved: false,
  written_at: '2026-11-20T10:00:00.000Z',
};

describe('the coach reviews testimonials', () => {
  it('should say in words that «Показать на сайте» put the testimonial on the site', async () => {
    let approved = false;
    server.use(
      csrfCookieHandler,
      http.get('*/api/admin/testimonials/', () => HttpResponse.json([{ ...waiting, approved }])),
      http.post('*/api/admin/testimonials/u1/approve/', () => {
        approved = true;
        return HttpResponse.json({ ...waiting, approved: true });
      }),
    );
    renderWithApp(
      <>
        <AlertHost />
        <TestimonialsReview />
      </>,
    );
    await userEvent.click(await screen.findByRole('button', { name: 'Показать на сайте' }));
    const alert = await screen.findByRole('alert');
    expect(alert.dataset.status).toBe('200');
    expect(alert.textContent).toContain('Отзыв показан на сайте, на главной странице.');
    expect(await screen.findByText('На сайте')).toBeTruthy();
  });
});
