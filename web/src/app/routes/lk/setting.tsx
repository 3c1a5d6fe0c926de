import { MessengersSection } from '../../../features/messenger/components/messengers-section';
import { SettingsScreen } from '../../../features/settings/components/settings-screen';

export default function CabinetSettingsPage() {
  return <SettingsScreen messengers={<MessengersSection />} />;
}
