import type { Meta, StoryObj } from '@storybook/react-vite';
import { http, HttpResponse, type RequestHandler } from 'msw';
import type { DataExportState, MessengerChannels, Settings } from '../../web/src/api/generated/model';
import { expect, fn, waitFor, within } from 'storybook/test';
import CabinetSettingsPage from '../../web/src/app/routes/lk/setting';
import { csrfHandler } from '../api-fixtures';
import { siteHandlers } from '../mock-api';
import { consentsFixture, settingsFixture } from '../settings-fixtures';
import { phone } from './page-parameters';

/** She has not asked for her data yet. */
const noDataExport: DataExportState = { export: null };

/** Telegram configured and not linked yet, MAX without a bot. */
const noChats: MessengerChannels = {
  channels: [
    { channel: 'telegram', configured: true, linked: false, linked_at: null, link: null },
    { channel: 'max', configured: false, linked: false, linked_at: null, link: null },
  ],
};

/** The settings page's answers for `settings`, then the writes a story's play sends. */
const settingsPageHandlers = (settings: Settings, ...writes: RequestHandler[]): RequestHandler[] => [
  ...siteHandlers,
  http.get('*/api/setting/', () => HttpResponse.json(settings)),
  http.get('*/api/setting/export/', () => HttpResponse.json(noDataExport)),
  http.get('*/api/setting/messenger/', () => HttpResponse.json(noChats)),
  http.get('*/api/setting/consents/', () => HttpResponse.json(consentsFixture)),
  ...(writes.length > 0 ? [csrfHandler, ...writes] : []),
];

/** Her settings once she has given the advertising consent again, on 25 November. */
const advertisingGiven: Settings = {
  ...settingsFixture,
  advertising_consent: { ...settingsFixture.advertising_consent, given: true, given_at: '2026-11-25T09:00:00.000Z', withdrawn_at: null },
};

/** An answer the play releases when it wants: what the page shows before it comes can be seen. */
function heldAnswer() {
  let release = () => {};
  let released = Promise.resolve();
  return {
    /** Holds the next answers until `release`. */
    hold: () => {
      released = new Promise<void>((resolve) => (release = resolve));
    },
    release: () => release(),
    released: () => released,
  };
}

/** The advertising consent's change: held by the play, and what was sent. */
const consentAnswer = heldAnswer();
const sentConsent = fn();

const advertisingConsentAnswer = (answer: () => Response) =>
  http.put('*/api/setting/advertising-consent/', async ({ request }) => {
    sentConsent(await request.json());
    await consentAnswer.released();
    return answer();
  });

const advertisingSwitch = (canvasElement: HTMLElement) => within(canvasElement).findByRole<HTMLInputElement>('switch', { name: /Получать рассылку/ });

/**
 * Clicks the switch and reads it in the click's own render, before anything async ran: the native
 * click returns once React has handled it (storybook/test's fireEvent and userEvent are promises).
 */
const clickNow = (advertising: HTMLInputElement) => {
  advertising.click();
  return { checked: advertising.checked, disabled: advertising.disabled };
};

const meta = {
  title: 'Страницы/Настройки',
  component: CabinetSettingsPage,
  parameters: {
    router: { initialEntries: ['/lk/setting'] },
    msw: { handlers: settingsPageHandlers(settingsFixture) },
  },
  globals: phone,
} satisfies Meta<typeof CabinetSettingsPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A client's settings on a phone: profile, consents (the advertising one withdrawn by the mail link), her data, deletion. */
export const ClientOnPhone: Story = {
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await expect(await page.findByRole('switch', { name: /Получать рассылку/ })).not.toBeChecked();
  },
};

/** She gives the advertising consent again: the switch moves on the click, waits for the answer, and stays with the saved consent. */
export const GivingAdvertisingConsent: Story = {
  parameters: { msw: { handlers: settingsPageHandlers(settingsFixture, advertisingConsentAnswer(() => HttpResponse.json(advertisingGiven))) } },
  play: async ({ canvasElement }) => {
    consentAnswer.hold();
    sentConsent.mockClear();
    const advertising = await advertisingSwitch(canvasElement);
    await expect(advertising).not.toBeChecked();

    // Before the server has answered: already on (not greyed out), and a second click changes nothing.
    const onClick = clickNow(advertising);
    const onSecondClick = clickNow(advertising);
    await expect(onClick).toEqual({ checked: true, disabled: false });
    await expect(onSecondClick.checked).toBe(true);

    consentAnswer.release();
    // The saved consent is described (the personal data one already was, on 1 November).
    await waitFor(() => expect(within(canvasElement).getByText(/^Дано 25 ноября 2026/)).toBeInTheDocument());
    await expect(advertising).toBeChecked();
    await expect(sentConsent.mock.calls).toEqual([[{ given: true }]]);
  },
};

/** She withdraws the advertising consent and the server refuses: the switch goes back to the saved consent. */
export const AdvertisingConsentRefused: Story = {
  parameters: {
    msw: {
      handlers: settingsPageHandlers(
        advertisingGiven,
        advertisingConsentAnswer(() => HttpResponse.json({ detail: 'Сервис временно недоступен.' }, { status: 503 })),
      ),
    },
  },
  play: async ({ canvasElement }) => {
    consentAnswer.hold();
    const advertising = await advertisingSwitch(canvasElement);
    await expect(advertising).toBeChecked();

    await expect(clickNow(advertising).checked).toBe(false);
    consentAnswer.release();
    await waitFor(() => expect(advertising).toBeChecked());
  },
};
