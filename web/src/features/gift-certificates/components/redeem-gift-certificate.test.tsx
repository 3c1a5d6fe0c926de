// @vitest-environment happy-dom
import { cleanup, screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it } from 'vitest';
import { startApiServerForFile } from '../../../testing/api-server';
import { renderWithApp } from '../../../testing/render';
import { RedeemGiftCertificate } from './redeem-gift-certificate';

const server = startApiServerForFile();
afterEach(cleanup);

describe('«Активировать сертификат» opened from the certificate mail’s link', () => {
  it('should open the dialog with her code and what it gives, without her pressing «Проверить»', async () => {
    const asked: string[] = [];
    server.use(
      http.get('*/api/gift-certificates/:code/', ({ params }) => {
        asked.push(String(params.code));
        return HttpResponse.json({ name: 'Коуч-сессия', sessions: 1, amount: null, expires_on: '2027-12-02', refusal: null });
      }),
    );
    renderWithApp(<RedeemGiftCertificate initialCode="abcd-efgh-jklm" />, { path: '/lk/gift/abcd-efgh-jklm' });

    const dialog = await screen.findByRole('dialog', { name: 'Подарочный сертификат' });
    expect(within(dialog).getByText('ABCD-EFGH-JKLM')).toBeTruthy();
    expect(within(dialog).getByText('Коуч-сессия')).toBeTruthy();
    expect(within(dialog).getByRole('button', { name: 'Активировать' })).toBeTruthy();
    expect(screen.getByLabelText('Код сертификата')).toHaveProperty('value', 'abcd-efgh-jklm');
    expect(asked).toEqual(['ABCD-EFGH-JKLM']);
  });

  it('should wait for «Проверить» when she came without a code', async () => {
    renderWithApp(<RedeemGiftCertificate />, { path: '/lk/gift' });
    expect(await screen.findByRole('button', { name: 'Проверить' })).toHaveProperty('disabled', true);
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
