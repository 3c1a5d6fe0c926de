// @vitest-environment happy-dom
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it } from 'vitest';
import type { PurposeConsent, PurposeConsents } from '../../../api/generated/model';
import { csrfCookieHandler, startApiServerForFile } from '../../../testing/api-server';
import { renderWithApp } from '../../../testing/render';
import { ProcessorConsents } from './processor-consents';

const server = startApiServerForFile();
afterEach(cleanup);

const payment: PurposeConsent = {
  purpose: 'payment_provider',
  title: 'Передача данных платёжному сервису',
  processor: 'ЮKassa (ООО НКО «ЮМани»)',
  country: 'Россия',
  document: '/user-payment-provider',
  version: '2026-12-03',
  given: false,
  given_at: null,
  cross_border: false,
  required_for: ['purchase'],
};
const telegram: PurposeConsent = {
  ...payment,
  purpose: 'messenger_telegram',
  title: 'Передача данных о сессиях в Telegram',
  processor: 'Telegram',
  country: 'ОАЭ / Великобритания',
  document: '/user-messenger-telegram',
  version: '2026-12-02',
  given: true,
  given_at: '2026-11-22T10:00:00.000Z',
  cross_border: true,
  required_for: ['messenger'],
};
const personalData: PurposeConsent = { ...payment, purpose: 'personal_data', title: 'Обработка персональных данных', processor: null, given: true };

describe('«Согласия»: the consents to each service of the practice', () => {
  it('should list each service with its country and document, give one at once, and ask before withdrawing a messenger’s', async () => {
    const user = userEvent.setup();
    const sent: Array<{ purpose: string; given: boolean }> = [];
    let consents: PurposeConsents = { consents: [personalData, payment, telegram] };
    server.use(
      csrfCookieHandler,
      http.get('*/api/setting/consents/', () => HttpResponse.json(consents)),
      http.put('*/api/setting/consents/:purpose/', async ({ params, request }) => {
        const { given } = (await request.json()) as { given: boolean };
        sent.push({ purpose: String(params.purpose), given });
        consents = { consents: consents.consents.map((item) => (item.purpose === params.purpose ? { ...item, given } : item)) };
        return HttpResponse.json(consents);
      }),
    );
    renderWithApp(<ProcessorConsents />);

    const paymentSwitch = await screen.findByRole('switch', { name: 'Передача данных платёжному сервису: ЮKassa (ООО НКО «ЮМани»)' });
    // The consent to processing has its own words above: not a switch here.
    expect(screen.queryByRole('switch', { name: /Обработка персональных данных/ })).toBeNull();
    expect(screen.getByText(/ОАЭ \/ Великобритания: это трансграничная передача данных/)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Текст согласия (версия 2026-12-03)' }).getAttribute('href')).toBe('/user-payment-provider');

    await user.click(paymentSwitch);
    await waitFor(() => expect(sent).toEqual([{ purpose: 'payment_provider', given: true }]));

    await user.click(screen.getByRole('switch', { name: 'Передача данных о сессиях в Telegram: Telegram' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Отозвать согласие?' });
    expect(sent).toHaveLength(1);
    await user.click(within(dialog).getByRole('button', { name: 'Отозвать и отвязать' }));
    await waitFor(() => expect(sent).toEqual([{ purpose: 'payment_provider', given: true }, { purpose: 'messenger_telegram', given: false }]));
  });
});
