// @vitest-environment happy-dom
import { cleanup, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import type { TestimonialInput } from '../../../api/generated/model';
import { renderWithApp } from '../../../testing/render';
import { TestimonialForm } from './testimonial-form';

afterEach(cleanup);

describe('the testimonial form', () => {
  it('should keep the publication consent unticked and send the text privately unless she ticks it', async () => {
    const user = userEvent.setup();
    const sent: TestimonialInput[] = [];
    renderWithApp(<TestimonialForm onSubmit={(input) => sent.push(input)} />);
    const consent = screen.getByRole('checkbox', { name: 'Согласен(на) на публикацию отзыва на сайте' });
    expect((consent as HTMLInputElement).checked).toBe(false);
    await user.click(screen.getByRole('button', { name: 'Отправить отзыв' }));
    expect(screen.getByText('Напишите хотя бы 10 символов.')).toBeTruthy();
    expect(sent).toEqual([]);
    await user.type(screen.getByRole('textbox', { name: /Ваш отзыв/ }), '  Очень помогло, спасибо!  ');
    await user.click(screen.getByRole('button', { name: 'Отправить отзыв' }));
    await user.click(screen.getByRole('radio', { name: /Без имени/ }));
    await user.click(consent);
    await user.click(screen.getByRole('button', { name: 'Отправить отзыв' }));
    expect(sent).toEqual([
      { text: 'Очень помогло, спасибо!', signature: 'initials', publication_consent: false },
      { text: 'Очень помогло, спасибо!', signature: 'anonymous', publication_consent: true },
    ]);
  });
});
