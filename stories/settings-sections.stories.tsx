import Stack from '@mui/joy/Stack';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { ConsentsSection } from '../web/src/features/settings/components/consents-section';
import { DeleteAccountSection } from '../web/src/features/settings/components/delete-account-section';
import { ProfileSection } from '../web/src/features/settings/components/profile-section';
import { http, HttpResponse } from 'msw';
import { consentsFixture, settingsFixture } from './settings-fixtures';

/** The settings page without its data loading: the sections with a client's settings. */
function SettingsSections({ settings }: { settings: typeof settingsFixture }) {
  return (
    <Stack gap={3} sx={{ maxWidth: 760, p: 2 }}>
      <ProfileSection settings={settings} />
      <ConsentsSection settings={settings} />
      <DeleteAccountSection />
    </Stack>
  );
}

const meta = {
  title: 'Личный кабинет/Настройки',
  component: SettingsSections,
  args: { settings: settingsFixture },
  parameters: { msw: { handlers: [http.get('*/api/setting/consents/', () => HttpResponse.json(consentsFixture))] } },
} satisfies Meta<typeof SettingsSections>;

export default meta;
type Story = StoryObj<typeof meta>;

export const AdvertisingWithdrawn: Story = {};

export const AdvertisingGiven: Story = {
  args: {
    settings: {
      ...settingsFixture,
      name: null,
      theme: 'dark',
      advertising_consent: { ...settingsFixture.advertising_consent, given: true, withdrawn_at: null },
      consent_history: settingsFixture.consent_history.slice(0, 2),
    },
  },
};
