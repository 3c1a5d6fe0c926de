import Stack from '@mui/joy/Stack';
import Typography from '@mui/joy/Typography';
import type { ReactNode } from 'react';
import { PageLoader } from '../../../components/layout/page-loader';
import { useSettings } from '../api/settings-api';
import { ConsentsSection } from './consents-section';
import { DataExportSection } from './data-export-section';
import { DeleteAccountSection } from './delete-account-section';
import { ProfileSection } from './profile-section';

/** /lk/setting: profile, consents, the messengers the page composes in (`messengers`), «Мои данные» and the deletion of the account. */
export function SettingsScreen({ messengers }: { messengers?: ReactNode }) {
  const settings = useSettings();
  if (!settings.data) return settings.isError ? <Typography color="danger">Не удалось загрузить настройки.</Typography> : <PageLoader />;
  return (
    <Stack gap={3} sx={{ maxWidth: 760, p: { xs: 2, md: 3 } }}>
      <Typography level="h1" sx={{ fontSize: 'xl2' }}>
        Настройки
      </Typography>
      {/* Keyed by the saved values: a change elsewhere (a new address) refreshes the form. */}
      <ProfileSection key={`${settings.data.email}-${settings.data.name ?? ''}`} settings={settings.data} />
      <ConsentsSection settings={settings.data} />
      {messengers}
      <DataExportSection />
      <DeleteAccountSection />
    </Stack>
  );
}
